// Small programs that use the generated API the way an app would; the app
// tests type-check each together with the generated code.

/// App sources, one per sample model they use.
enum AppPrograms {
    /// Uses the generated BookStore classes: insert helper, attributes
    /// (including an optional scalar), to-one, to-many and ordered mutators,
    /// typed fetch, key constants in predicates and sort descriptors.
    static let bookStore = """
    import CoreData

    /// Stocks a shelf and reads it back, as a bookshop app would.
    final class Shelf {
        let context: NSManagedObjectContext

        init(context: NSManagedObjectContext) { self.context = context }

        func stock() throws -> Book {
            let category = BookCategory.insert(into: context)
            category.name = "Poetry"
            let book = Book.insert(into: context)
            book.title = "Odes"
            book.price = 9.5
            book.price = nil
            book.category = category
            let first = Page.insert(into: context)
            first.text = "I"
            let second = Page.insert(into: context)
            book.addToPages(first)
            book.insertIntoPages(second, at: 0)
            book.replacePages(at: 1, with: first)
            book.removeFromPages(at: 0)
            book.insertIntoPages([second], at: NSIndexSet(index: 0))
            book.removeFromPages(second)
            category.addToBooks(book)
            category.removeFromBooks(Set([book]))
            let pages: [Page] = book.pagesArray
            let owner: Book? = pages.first?.book
            _ = owner
            try context.save()
            return book
        }

        func cheapBooks() throws -> [Book] {
            let request = Book.makeFetchRequest()
            request.predicate = NSPredicate(format: "%K < %@ AND %K != nil",
                                            Book.Attributes.price.rawValue, NSNumber(value: 12),
                                            Book.Relationships.category.rawValue)
            request.sortDescriptors = [NSSortDescriptor(key: Book.Attributes.title.rawValue, ascending: true)]
            let books: [Book] = try context.fetch(request)
            let total: Float = books.compactMap(\\.price).reduce(0, +)
            _ = total
            return books
        }

        func bargains(in category: BookCategory) -> [Book] {
            category.bargainBooks
        }
    }
    """

    /// Uses LeagueManager: entity inheritance, required attributes and the
    /// GreenTeams fetch request template.
    static let leagueManager = """
    import CoreData

    /// Fills a team and finds the green ones.
    func greenTeams(in context: NSManagedObjectContext) throws -> [Team] {
        let team = Team.insert(into: context)
        team.name = "Wasps"
        team.uniformColor = "Green"
        let player = Player.insert(into: context)
        player.firstName = "Ann"
        player.lastName = "Wu"
        player.email = "ann@example.com"
        player.dateOfBirth = Date()
        player.team = team
        team.addToPlayers(player)
        let everyone: Set<Player> = team.players
        _ = everyone
        let person: Person = player
        _ = person
        guard let model = context.persistentStoreCoordinator?.managedObjectModel,
              let request = Team.makeGreenTeamsFetchRequest(model: model) else { return [] }
        request.predicate = NSPredicate(format: "%K == %@", Team.Attributes.uniformColor.rawValue, "Green")
        return try context.fetch(request)
    }
    """
}
