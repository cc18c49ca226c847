import Foundation

/// The app's own errors for fields it turns away.
enum UploadFieldError: Error {
    case readAndWriteOnly
    case noSource
}

/// An upload form's field, as API schema libraries read one. Our own sketch of their `switch`
/// statements on a tuple: two optional flags folded into one permission (`switch (reads,
/// writes)`), exactly one of two alternative members (`switch (text, file)` with `let x?` and
/// `nil` patterns), and a case with several patterns.
struct UploadField: Decodable {
    enum Permission: String, Codable {
        case readWrite, readOnly, writeOnly
    }

    var permission: Permission?
    var source: String
    var isFile: Bool
    var level: Int
    var hidden: Bool

    enum CodingKeys: String, CodingKey {
        case readOnly, writeOnly, text, file, level, hidden, advanced
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let readOnly = try container.decodeIfPresent(Bool.self, forKey: .readOnly)
        let writeOnly = try container.decodeIfPresent(Bool.self, forKey: .writeOnly)
        if readOnly == nil && writeOnly == nil {
            permission = nil
        } else {
            let reads = readOnly ?? false
            let writes = writeOnly ?? false
            switch (reads, writes) {
            case (false, false):
                permission = .readWrite
            case (false, true):
                permission = .writeOnly
            case (true, false):
                permission = .readOnly
            case (true, true):
                throw UploadFieldError.readAndWriteOnly
            }
        }

        let text = try container.decodeIfPresent(String.self, forKey: .text)
        let file = try container.decodeIfPresent(String.self, forKey: .file)
        switch (text, file) {
        case (let text?, nil):
            source = text
            isFile = false
        case (nil, let file?):
            // A file's path is never empty in the app's own documents: it stops the app.
            precondition(!file.isEmpty, "empty file path")
            source = file
            isFile = true
        case (nil, nil):
            throw UploadFieldError.noSource
        case (_, _):
            throw DecodingError.dataCorruptedError(forKey: .file, in: container, debugDescription: "both text and file")
        }

        let hidden = try container.decodeIfPresent(Bool.self, forKey: .hidden)
        let advanced = try container.decodeIfPresent(Bool.self, forKey: .advanced)
        switch (hidden, advanced) {
        case (true, _), (_, true):
            self.hidden = true
            level = try container.decodeIfPresent(Int.self, forKey: .level) ?? 2
        case (let hidden, nil):
            self.hidden = hidden ?? false
            level = 0
        default:
            self.hidden = false
            level = try container.decode(Int.self, forKey: .level)
        }
    }
}

/// An upload form: its fields in order.
struct UploadForm: Decodable {
    var title: String
    var fields: [UploadField]

    enum CodingKeys: String, CodingKey {
        case title, fields
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        title = try container.decode(String.self, forKey: .title)
        fields = try container.decode([UploadField].self, forKey: .fields)
    }
}
