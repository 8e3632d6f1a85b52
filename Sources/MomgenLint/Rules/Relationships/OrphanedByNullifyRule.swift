// orphaned-by-nullify: an owner's to-many to children whose inverse is
// optional, with Nullify, where no other relationship leads to the children.
// Deleting the owner clears each child's back-reference and leaves the child
// in the store with nothing pointing at it. That is a leak only when the
// owner owns the children; favourites, tabs, screenshots and downloads are
// listed or fetched on their own, and Cascade there would delete user data
// (issue 33: 7 of 18 reviewed findings false). So the rule warns only on
// the model's evidence of ownership (OwnershipEvidence), else it is a note.
import MomgenDiagnostics
import MomgenModel

/// Warns on Nullify to-many relationships whose destination nothing else reaches.
struct OrphanedByNullifyRule: Rule {
    let description = RuleDescription(
        id: "orphaned-by-nullify", family: .relationships, severity: .warning,
        rationale: "Deleting the owner nullifies each child's optional back-reference and leaves the children in the store; when they belong to the owner and nothing else leads to them, nothing ever reaches or deletes them again (a note, not a warning, where the model shows the children may live on their own)",
        fixHint: "if the owner owns the children, Cascade deletes them together with it (it deletes those objects: check that no screen or fetch shows them on their own); otherwise keep Nullify, and delete leftovers in code if needed",
        triggering: [
            // Only Run leads to RunPoint, nothing fetches it, and it is named as Run's part.
            RuleExample("""
            <entity name="Run">
                <!--↓--><relationship name="points" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="RunPoint" inverseName="run" inverseEntity="RunPoint"/>
            </entity>
            <entity name="RunPoint">
                <attribute name="latitude" attributeType="Double" defaultValueString="0" usesScalarValueType="YES"/>
                <relationship name="run" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Run" inverseName="points" inverseEntity="Run"/>
            </entity>
            """),
            // Issue 33's false findings, as notes: objects the app lists on its
            // own (kiwix ZimFile.tabs, openemu ROM.screenShots, gidr Venue.events,
            // growl Image.Notifications, meditation MeditationTimer.meditation).
            RuleExample("""
            <entity name="ZimFile">
                <!--↓info--><relationship name="tabs" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Tab" inverseName="zimFile" inverseEntity="Tab"/>
            </entity>
            <entity name="Tab">
                <attribute name="title" optional="YES" attributeType="String"/>
                <relationship name="zimFile" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="ZimFile" inverseName="tabs" inverseEntity="ZimFile"/>
            </entity>
            <entity name="ROM">
                <!--↓info--><relationship name="screenShots" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Screenshot" inverseName="rom" inverseEntity="Screenshot"/>
            </entity>
            <entity name="Screenshot">
                <relationship name="rom" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="ROM" inverseName="screenShots" inverseEntity="ROM"/>
            </entity>
            <entity name="MeditationTimer">
                <!--↓info--><relationship name="meditation" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Meditation" inverseName="timer" inverseEntity="Meditation"/>
            </entity>
            <entity name="Meditation">
                <relationship name="timer" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="MeditationTimer" inverseName="meditation" inverseEntity="MeditationTimer"/>
            </entity>
            """),
            // putiosync SyncInstruction.downloads: the model fetches downloads itself.
            RuleExample("""
            <entity name="SyncInstruction">
                <!--↓info--><relationship name="downloads" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="SyncInstructionDownload" inverseName="instruction" inverseEntity="SyncInstructionDownload"/>
            </entity>
            <entity name="SyncInstructionDownload">
                <relationship name="instruction" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="SyncInstruction" inverseName="downloads" inverseEntity="SyncInstruction"/>
            </entity>
            <fetchRequest name="AllDownloads" entity="SyncInstructionDownload"/>
            """),
            // brave Domain.bookmarks: bookmarks have folders of their own.
            RuleExample("""
            <entity name="Domain">
                <!--↓info--><relationship name="bookmarks" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="DomainBookmark" inverseName="domain" inverseEntity="DomainBookmark"/>
            </entity>
            <entity name="DomainBookmark">
                <relationship name="domain" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Domain" inverseName="bookmarks" inverseEntity="Domain"/>
                <relationship name="folder" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Folder"/>
            </entity>
            <entity name="Folder"/>
            """),
        ],
        nonTriggering: [
            // Cascade, a required inverse (nullify-required-inverse's case), a shared destination.
            RuleExample("""
            <entity name="Run">
                <relationship name="points" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="Point" inverseName="run" inverseEntity="Point"/>
                <relationship name="laps" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Lap" inverseName="run" inverseEntity="Lap"/>
                <relationship name="tags" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Tag" inverseName="runs" inverseEntity="Tag"/>
                <relationship name="shoes" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Shoe" inverseName="run" inverseEntity="Shoe"/>
            </entity>
            <entity name="Point">
                <relationship name="run" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Run" inverseName="points" inverseEntity="Run"/>
            </entity>
            <entity name="Lap">
                <relationship name="run" maxCount="1" deletionRule="Nullify" destinationEntity="Run" inverseName="laps" inverseEntity="Run"/>
            </entity>
            <entity name="Tag">
                <relationship name="runs" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Run" inverseName="tags" inverseEntity="Run"/>
            </entity>
            <entity name="Shoe">
                <relationship name="run" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Run" inverseName="shoes" inverseEntity="Run"/>
            </entity>
            <entity name="Closet">
                <relationship name="shoes" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="Shoe"/>
            </entity>
            """),
        ])

    func check(_ context: LintContext) -> [Finding] {
        let evidence = OwnershipEvidence(context)
        return context.entities.flatMap { entity in
            entity.ownRelationships.compactMap { relationship -> Finding? in
                let declared = relationship.declared
                guard declared.isToMany, declared.deleteRule == .nullify, !declared.isTransient,
                      let destination = relationship.destination, destination != entity.id, evidence.incoming[destination] == 1,
                      let inverseRef = relationship.inverse, let inverse = context.relationship(inverseRef),
                      !inverse.declared.isToMany, inverse.declared.isOptional else { return nil }
                let child = context.entities[destination].name
                let owner = Article.quoted(entity.name)
                if let reason = evidence.independence(of: destination, owner: entity.id, inverse: inverse.name) {
                    return Finding("deleting \(owner) nullifies '\(child).\(inverse.name)' and leaves its '\(child)' objects in the store with no relationship leading to them; \(reason): keep Nullify if they live on their own (Cascade would delete them with \(owner))",
                                   at: declared.location, entity: entity.name, property: relationship.name, severity: .info)
                }
                return Finding("deleting \(owner) nullifies '\(child).\(inverse.name)' and leaves its '\(child)' objects in the store, and nothing else leads to or fetches them: they are orphaned; if \(owner) owns them, Cascade deletes them with it",
                               at: declared.location, entity: entity.name, property: relationship.name)
            }
        }
    }
}
