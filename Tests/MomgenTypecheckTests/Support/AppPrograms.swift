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

    /// Call sites of an app written against the files Xcode's "Create
    /// NSManagedObject Subclass" writes (`--layout xcode`): `init(context:)`,
    /// optional object values, `NSSet?`/`NSOrderedSet?` relationships and
    /// their `addTo…`/`removeFrom…`/`insertInto…`/`replace…` mutators, the
    /// typed `fetchRequest()` and `Identifiable`.
    static let xcodeBookStore = """
    import CoreData

    /// The bookshop app, as written for Xcode's generated files.
    final class XcodeShelf {
        let context: NSManagedObjectContext

        init(context: NSManagedObjectContext) { self.context = context }

        func stock() throws -> Book {
            let category = BookCategory(context: context)
            category.name = "Poetry"
            let book = Book(context: context)
            book.title = "Odes"
            book.title = nil
            book.price = 9.5
            book.category = category
            let first = Page(context: context)
            first.text = "I"
            let second = Page(context: context)
            book.addToPages(first)
            book.insertIntoPages(second, at: 0)
            book.replacePages(at: 1, with: first)
            book.removeFromPages(at: 0)
            book.insertIntoPages([second], at: NSIndexSet(index: 0))
            book.replacePages(at: NSIndexSet(index: 0), with: [first])
            book.removeFromPages(at: NSIndexSet(index: 0))
            book.removeFromPages(second)
            book.addToPages(NSOrderedSet(array: [first, second]))
            book.removeFromPages(NSOrderedSet(object: second))
            category.addToBooks(book)
            category.removeFromBooks(book)
            category.addToBooks(NSSet(array: [book]))
            category.removeFromBooks(NSSet(object: book))
            let pages = book.pages?.array as? [Page] ?? []
            let count: Int = category.books?.count ?? 0
            let books = category.books as? Set<Book> ?? []
            let title: String = book.title ?? "Untitled"
            let price: Float = book.price
            let owner: Book? = pages.first?.book
            _ = (count, books, title, price, owner)
            try context.save()
            return book
        }

        func allBooks() throws -> [Book] {
            let request: NSFetchRequest<Book> = Book.fetchRequest()
            request.sortDescriptors = [NSSortDescriptor(key: "title", ascending: true)]
            return try context.fetch(request)
        }

        func identifiers(of books: [Book]) -> [Book.ID] {
            books.map(\\.id)
        }
    }
    """

    /// LeagueManager as written for Xcode's files: required values are
    /// optional in Swift, and a sub-entity's `fetchRequest()` is typed to it.
    static let xcodeLeagueManager = """
    import CoreData

    func xcodeLeague(_ context: NSManagedObjectContext) throws -> Int {
        let team = Team(context: context)
        team.name = "Wasps"
        team.uniformColor = nil
        let player = Player(context: context)
        player.firstName = "Ann"
        player.team = team
        team.addToPlayers(player)
        let name: String = team.name ?? ""
        let members = team.players?.allObjects as? [Player] ?? []
        let people: NSFetchRequest<Person> = Person.fetchRequest()
        let players: NSFetchRequest<Player> = Player.fetchRequest()
        let person: Person = player
        _ = (name, members, person, person.id)
        return try context.count(for: people) + context.fetch(players).count
    }
    """

    /// Call sites of an app written against mogenerator's Swift files
    /// (`--template-set mogenerator`): `entityName()`, `insert(into:)`,
    /// `init?(managedObjectContext:)`, top-level key enums, `…Set()`
    /// proxies, the `add…Object` mutators and primitive accessors.
    static let mogeneratorBookStore = """
    import CoreData

    func mogeneratorShelf(_ context: NSManagedObjectContext) throws -> [Book] {
        let category = BookCategory.insert(into: context)
        category.name = "Poetry"
        guard let book = Book(managedObjectContext: context) else { return [] }
        book.title = "Odes"
        book.price = 9.5
        book.category = category
        let page = Page.insert(into: context)
        book.addPagesObject(page)
        book.pagesSet().add(Page.insert(into: context))
        book.removePagesObject(page)
        book.addPages(NSOrderedSet(array: [page]))
        book.removePages(NSOrderedSet(object: page))
        category.addBooksObject(book)
        category.booksSet().remove(book)
        category.addBooks(NSSet(object: book))
        category.removeBooks(NSSet(object: book))
        let name: String = Book.entityName()
        // An optional scalar is a plain Float, as mogenerator declared it.
        let price: Float = book.price + 1
        _ = price
        let entity: NSEntityDescription? = Book.entity(managedObjectContext: context)
        let key: String = BookRelationships.category.rawValue
        let primitive: String? = book.primitiveTitle
        book.primitivePrice = NSNumber(value: 3)
        let pages: NSOrderedSet = book.pages
        let books: NSSet = category.books
        let raw: NSMutableSet = category.primitiveBooks
        _ = (name, entity, key, primitive, pages, books, raw)
        let request: NSFetchRequest<Book> = Book.fetchRequest()
        request.predicate = NSPredicate(format: "%K < %@", BookAttributes.price.rawValue, NSNumber(value: 12))
        request.sortDescriptors = [NSSortDescriptor(key: BookAttributes.title.rawValue, ascending: true)]
        return try context.fetch(request)
    }
    """

    /// LeagueManager as written for mogenerator's files: a sub-entity's
    /// `insert(into:)` and `entityName()`, and a fetch template run on a context.
    static let mogeneratorLeagueManager = """
    import CoreData

    func mogeneratorLeague(_ context: NSManagedObjectContext) -> [Team] {
        let team = Team.insert(into: context)
        team.name = "Wasps"
        let player: Player = Player.insert(into: context)
        player.firstName = "Ann"
        player.team = team
        team.addPlayersObject(player)
        let playerEntity: String = Player.entityName()
        let inherited: String = PlayerAttributes.dateOfBirth.rawValue
        let everyone: NSMutableSet = team.playersSet()
        let newcomer: Player? = Player(managedObjectContext: context)
        _ = (playerEntity, inherited, everyone, newcomer, TeamAttributes.uniformColor, TeamFetchedProperties.wPlayers)
        // Required values are `String!`, as in mogenerator's files: both uses compile.
        if let name = team.name { _ = name }
        let name: String = team.name
        _ = name
        return Team.fetchGreenTeams(managedObjectContext: context) ?? []
    }
    """
}
