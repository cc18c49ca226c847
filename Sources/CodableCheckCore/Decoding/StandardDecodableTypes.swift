import Foundation

/// The standard library's and Foundation's `Decodable` types by the names models and `--type`
/// write (`LeafKind.typeName`): the one table behind the metatype a `valueNotFound` carries for a
/// fixed-size shape's element or an interpreted read past an unkeyed container's end, and the
/// types a compiled helper's `--type` may name besides the app's own.
enum StandardDecodableTypes {
    static func named(_ name: String) -> (any Decodable.Type)? {
        switch name {
        case "String": String.self
        case "Bool": Bool.self
        case "Int": Int.self
        case "Int8": Int8.self
        case "Int16": Int16.self
        case "Int32": Int32.self
        case "Int64": Int64.self
        case "UInt": UInt.self
        case "UInt8": UInt8.self
        case "UInt16": UInt16.self
        case "UInt32": UInt32.self
        case "UInt64": UInt64.self
        case "Double": Double.self
        case "Float": Float.self
        case "CGFloat": CGFloat.self
        case "CGPoint": CGPoint.self
        case "CGSize": CGSize.self
        case "Decimal": Decimal.self
        case "Date": Date.self
        case "Data": Data.self
        case "URL": URL.self
        case "UUID": UUID.self
        default: nil
        }
    }
}
