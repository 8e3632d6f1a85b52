//
//  Album+CoreDataClass.swift
//
//  What Xcode 15 writes as the class file of the Album entity of
//  ../Albums.xcdatamodel (Codegen Manual/None).
//

import Foundation
import CoreData

@objc(Album)
public class Album: NSManagedObject {

}
