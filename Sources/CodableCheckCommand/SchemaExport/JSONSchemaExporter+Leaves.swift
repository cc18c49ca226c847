import CodableCheckCore

extension JSONSchemaExporter {
    /// The strict schema of a leaf: the one place the exporter says what each `LeafKind` accepts.
    mutating func leafSchema(_ leaf: LeafKind, at path: String) -> SchemaJSON {
        switch leaf {
        case .bool: .type("boolean")
        case .string: .type("string")
        case .integer(let width): integerSchema(width)
        case .double: floatingPointSchema(Double.self)
        case .float: floatingPointSchema(Float.self)
        case .decimal: decimalSchema(at: path)
        case .date: dateSchema(at: path)
        case .data: dataSchema(at: path)
        case .url: urlSchema(at: path)
        case .uuid: uuidSchema
        case .firestoreTimestamp:
            notExpressed(
                .valueRuleNotExpressed, at: path, "a Firestore Timestamp: an object of seconds and nanoseconds, or an RFC 3339 string")
        case .rawEnum(let plan): reference(to: plan)
        }
    }

    /// An integer of the width's range. `JSONDecoder` takes any number whose value is a whole
    /// one (`1.0`, `1e2`), as JSON Schema's `integer` does; the bounds are the Swift type's own.
    func integerSchema(_ width: IntegerWidth) -> SchemaJSON {
        let bounds = width.bounds
        return .object([("type", .string("integer")), ("minimum", .number(bounds.minimum)), ("maximum", .number(bounds.maximum))])
    }

    /// A `Double` or `Float`: a number that does not overflow the type when rounded to it (a
    /// `Float` rounds up to infinity from half an ulp past its largest value), and, under
    /// `--float-strategy convert-from-string`, the three names.
    func floatingPointSchema<F: BinaryFloatingPoint>(_ type: F.Type) -> SchemaJSON {
        let largest = Double(F.greatestFiniteMagnitude)
        let number: SchemaJSON
        if F.self == Double.self {
            number = .object([
                ("type", .string("number")), ("minimum", .number("\(-largest)")), ("maximum", .number("\(largest)")),
            ])
        } else {
            let overflow = largest + Double(F.greatestFiniteMagnitude.ulp) / 2
            number = .object([
                ("type", .string("number")), ("exclusiveMinimum", .number("\(-overflow)")), ("exclusiveMaximum", .number("\(overflow)")),
            ])
        }
        guard case .convertFromString(let positive, let negative, let nan) = options.floatStrategy else { return number }
        return .object([("anyOf", .array([number, .object([("enum", .array([.string(positive), .string(negative), .string(nan)]))])]))])
    }

    mutating func decimalSchema(at path: String) -> SchemaJSON {
        noted(
            .type("number"), .valueRuleNotExpressed, at: path,
            "a Decimal also refuses a number beyond its exponent range (about 1e-128 to 1e165), which is not expressed")
    }

    /// A `Date` as the date strategy reads it.
    mutating func dateSchema(at path: String) -> SchemaJSON {
        switch options.dateStrategy {
        case .deferredToDate, .secondsSince1970, .millisecondsSince1970:
            return floatingPointSchema(Double.self)
        case .iso8601:
            return noted(
                .object([("type", .string("string")), ("format", .string("date-time"))]), .valueRuleNotExpressed, at: path,
                "an ISO 8601 date and time as JSONDecoder reads it (upper-case T, a zone, fractional seconds allowed): 'format' is an annotation most validators do not check"
            )
        case .formatted(let format):
            return noted(.type("string"), .valueRuleNotExpressed, at: path, "a date in the format '\(format)', which is not expressed")
        case .formattedInOrder(let formats):
            return noted(
                .type("string"), .valueRuleNotExpressed, at: path,
                "a date in one of the formats \(formats.map { "'\($0)'" }.joined(separator: ", ")), which is not expressed")
        }
    }

    /// `Data` as the data strategy reads it: Base64 text, or an array of bytes.
    mutating func dataSchema(at path: String) -> SchemaJSON {
        switch options.dataStrategy {
        case .base64:
            return noted(
                .object([("type", .string("string")), ("contentEncoding", .string("base64"))]), .valueRuleNotExpressed, at: path,
                "Base64 text: 'contentEncoding' is an annotation validators do not check")
        case .deferredToData:
            return .object([("type", .string("array")), ("items", integerSchema(.uint8))])
        }
    }

    mutating func urlSchema(at path: String) -> SchemaJSON {
        noted(
            .object([("type", .string("string")), ("format", .string("uri-reference"))]), .valueRuleNotExpressed, at: path,
            "a string URL(string:) reads: which strings it refuses is not expressed")
    }

    /// `UUID(uuidString:)`: 8-4-4-4-12 hexadecimal digits, either case.
    var uuidSchema: SchemaJSON {
        let hex = "[0-9A-Fa-f]"
        return .object([
            ("type", .string("string")),
            ("pattern", .string("^\(hex){8}-\(hex){4}-\(hex){4}-\(hex){4}-\(hex){12}$")),
        ])
    }
}

extension IntegerWidth {
    /// The Swift type's `min` and `max`, as JSON numbers.
    var bounds: (minimum: String, maximum: String) {
        switch self {
        case .int: ("\(Int.min)", "\(Int.max)")
        case .int8: ("\(Int8.min)", "\(Int8.max)")
        case .int16: ("\(Int16.min)", "\(Int16.max)")
        case .int32: ("\(Int32.min)", "\(Int32.max)")
        case .int64: ("\(Int64.min)", "\(Int64.max)")
        case .uint: ("\(UInt.min)", "\(UInt.max)")
        case .uint8: ("\(UInt8.min)", "\(UInt8.max)")
        case .uint16: ("\(UInt16.min)", "\(UInt16.max)")
        case .uint32: ("\(UInt32.min)", "\(UInt32.max)")
        case .uint64: ("\(UInt64.min)", "\(UInt64.max)")
        }
    }
}
