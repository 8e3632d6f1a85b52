//
//  Track+CoreDataProperties.swift
//
//  What Xcode 15's Editor ▸ Create NSManagedObject Subclass… writes for the
//  Track entity of ../Albums.xcdatamodel (Codegen Manual/None); see
//  Album+CoreDataProperties.swift beside it.
//

import Foundation
import CoreData


extension Track {

    @nonobjc public class func fetchRequest() -> NSFetchRequest<Track> {
        return NSFetchRequest<Track>(entityName: "Track")
    }

    @NSManaged public var duration: Double
    @NSManaged public var explicit: NSNumber?
    @NSManaged public var album: Album?

}

extension Track : Identifiable {

}
