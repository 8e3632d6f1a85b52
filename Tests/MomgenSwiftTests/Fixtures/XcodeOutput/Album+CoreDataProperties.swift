//
//  Album+CoreDataProperties.swift
//
//  What Xcode 15's Editor ▸ Create NSManagedObject Subclass… writes for the
//  Album entity of ../Albums.xcdatamodel (Codegen Manual/None), laid out as
//  Xcode lays these files out in the real projects of public repositories.
//  XcodeParityTests checks that --layout xcode --access public declares the
//  same API: these declarations, no more and no fewer.
//

import Foundation
import CoreData


extension Album {

    @nonobjc public class func fetchRequest() -> NSFetchRequest<Album> {
        return NSFetchRequest<Album>(entityName: "Album")
    }

    @NSManaged public var artwork: Data?
    @NSManaged public var id: UUID?
    @NSManaged public var playCount: NSNumber?
    @NSManaged public var price: NSDecimalNumber?
    @NSManaged public var rating: Int16
    @NSManaged public var releaseDate: Date?
    @NSManaged public var title: String?
    @NSManaged public var website: URL?
    @NSManaged public var artist: Artist?
    @NSManaged public var tags: NSSet?
    @NSManaged public var tracks: NSOrderedSet?

}

// MARK: Generated accessors for tags
extension Album {

    @objc(addTagsObject:)
    @NSManaged public func addToTags(_ value: Tag)

    @objc(removeTagsObject:)
    @NSManaged public func removeFromTags(_ value: Tag)

    @objc(addTags:)
    @NSManaged public func addToTags(_ values: NSSet)

    @objc(removeTags:)
    @NSManaged public func removeFromTags(_ values: NSSet)

}

// MARK: Generated accessors for tracks
extension Album {

    @objc(insertObject:inTracksAtIndex:)
    @NSManaged public func insertIntoTracks(_ value: Track, at idx: Int)

    @objc(removeObjectFromTracksAtIndex:)
    @NSManaged public func removeFromTracks(at idx: Int)

    @objc(insertTracks:atIndexes:)
    @NSManaged public func insertIntoTracks(_ values: [Track], at indexes: NSIndexSet)

    @objc(removeTracksAtIndexes:)
    @NSManaged public func removeFromTracks(at indexes: NSIndexSet)

    @objc(replaceObjectInTracksAtIndex:withObject:)
    @NSManaged public func replaceTracks(at idx: Int, with value: Track)

    @objc(replaceTracksAtIndexes:withTracks:)
    @NSManaged public func replaceTracks(at indexes: NSIndexSet, with values: [Track])

    @objc(addTracksObject:)
    @NSManaged public func addToTracks(_ value: Track)

    @objc(removeTracksObject:)
    @NSManaged public func removeFromTracks(_ value: Track)

    @objc(addTracks:)
    @NSManaged public func addToTracks(_ values: NSOrderedSet)

    @objc(removeTracks:)
    @NSManaged public func removeFromTracks(_ values: NSOrderedSet)

}

extension Album : Identifiable {

}
