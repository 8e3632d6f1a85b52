// Item+CoreDataClass.swift: created once by momgen and never touched again; this file is yours.
// The generated members are in Item+CoreDataProperties.swift.
public import CoreData
public import Foundation
public import MyKit
public import OtherKit

public typealias ItemCoreDataClassSet = NSSet

/// The class of the `Item` entity.
public class Item: BaseObject {
}
