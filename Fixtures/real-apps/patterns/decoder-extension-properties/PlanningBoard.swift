import Foundation

/// A planning board exported by a desktop app and read back by its importer. The importer's
/// decoder always holds an import session in `userInfo`, and may hold the locale the user
/// picked; the models read both through properties the app adds to `Decoder`. The session is
/// cast with `as!`: a decoder without one is a programming error, and stops the app.
final class BoardImportSession {
    let registry = BoardCardRegistry()
}

/// Hands out ticket numbers in the order cards are met.
final class BoardCardRegistry {
    private var issued = 0

    func ticket(for title: String) -> Int {
        issued += 1
        return issued
    }
}

extension CodingUserInfoKey {
    static let boardImportSession = CodingUserInfoKey(rawValue: "boardImportSession")!
    static let boardLocale = CodingUserInfoKey(rawValue: "boardLocale")!
}

extension Decoder {
    /// The session the importer's decoder holds.
    var boardSession: BoardImportSession {
        userInfo[.boardImportSession] as! BoardImportSession
    }

    /// The locale the user picked, if any.
    var boardLocale: String? {
        return userInfo[.boardLocale] as? String
    }

    /// The same session, read in two steps: a getter of more than one expression.
    var archiveSession: BoardImportSession {
        let session = userInfo[.boardImportSession] as! BoardImportSession
        return session
    }
}

struct PlanningBoard: Codable {
    var name: String
    var columns: [BoardColumn]
}

struct BoardColumn: Codable {
    var title: String
    var cards: [BoardCard]
    var locale: String?

    enum CodingKeys: String, CodingKey {
        case title, cards, locale
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        title = try container.decode(String.self, forKey: .title)
        cards = try container.decode([BoardCard].self, forKey: .cards)
        locale = decoder.boardLocale
    }
}

struct BoardCard: Codable {
    var title: String
    var estimate: Int?
    /// Given by the session, not written back.
    var ticket: Int

    enum CodingKeys: String, CodingKey {
        case title, estimate
    }

    init(from decoder: Decoder) throws {
        let registry = decoder.boardSession.registry
        let container = try decoder.container(keyedBy: CodingKeys.self)
        title = try container.decode(String.self, forKey: .title)
        estimate = try container.decodeIfPresent(Int.self, forKey: .estimate)
        ticket = registry.ticket(for: title)
    }
}

/// Cards moved off the board, read through the two-step getter.
struct BoardArchive: Codable {
    var cards: [String]
    var ticketBase: Int

    enum CodingKeys: String, CodingKey {
        case cards
    }

    init(from decoder: Decoder) throws {
        let registry = decoder.archiveSession.registry
        let container = try decoder.container(keyedBy: CodingKeys.self)
        cards = try container.decode([String].self, forKey: .cards)
        ticketBase = registry.ticket(for: "archive")
    }
}
