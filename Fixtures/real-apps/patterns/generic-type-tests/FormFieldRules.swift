import Foundation

/// Marker types for the formats of a form field, as schema-driven form builders declare them.
protocol FormFieldFormat {}
struct FormTextFormat: FormFieldFormat {}
struct FormNumberFormat: FormFieldFormat {}
struct FormSketchFormat: FormFieldFormat {}

/// The app's own errors for rules it turns away.
enum FormRulesError: Error {
    case emptyLimits
}

/// A form field's rules, generic over its format. Our own sketch of the generic schema contexts
/// of OpenAPI libraries: the body asks which format it is decoded for (`Format.self ==
/// FormTextFormat.self`), which the compiled program answers when it runs, from the generic
/// argument the holder names.
struct FormFieldRules<Format: FormFieldFormat>: Decodable {
    var title: String?
    var choices: [String]?
    var pattern: String?
    var limits: [Double]?

    enum CodingKeys: String, CodingKey {
        case title, choices, pattern, limits, nullable
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        title = try container.decodeIfPresent(String.self, forKey: .title)
        let nullable = try container.decodeIfPresent(Bool.self, forKey: .nullable) ?? false
        if Format.self == FormSketchFormat.self {
            // Sketch fields are built in code, never decoded: the app stops if one is.
            fatalError("sketch rules are never decoded")
        }
        if Format.self == FormTextFormat.self {
            choices = try container.decodeIfPresent([String].self, forKey: .choices)
            // The app's own documents give every text field a pattern.
            pattern = try container.decodeIfPresent(String.self, forKey: .pattern)!
            limits = nil
        } else if Format.self != FormNumberFormat.self || nullable {
            choices = nil
            pattern = nil
            limits = try container.decodeIfPresent([Double].self, forKey: .limits)
        } else {
            choices = nil
            pattern = nil
            let written = try container.decode([Double].self, forKey: .limits)
            guard !written.isEmpty else { throw FormRulesError.emptyLimits }
            limits = written
        }
    }
}

/// A setting whose value type is given by its holder: text settings may leave the value out.
struct FormSetting<Value: Decodable>: Decodable {
    var value: Value?

    enum CodingKeys: String, CodingKey {
        case value
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if Value.self == String.self {
            value = try container.decodeIfPresent(Value.self, forKey: .value)
        } else {
            value = try container.decode(Value.self, forKey: .value)
        }
    }
}

/// A nickname field: the text rules read from the same object (`FormFieldRules<FormTextFormat>
/// (from: decoder)`, a generic type called with its argument), and a length of its own.
struct NicknameField: Decodable {
    var rules: FormFieldRules<FormTextFormat>
    var maxLength: Int

    enum CodingKeys: String, CodingKey {
        case maxLength = "max_length"
    }

    init(from decoder: Decoder) throws {
        rules = try FormFieldRules<FormTextFormat>(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        maxLength = try container.decode(Int.self, forKey: .maxLength)
    }
}

/// A sign-up form: its fields' rules and two settings, each naming the generic arguments.
struct SignUpForm: Decodable {
    var name: FormFieldRules<FormTextFormat>
    var age: FormFieldRules<FormNumberFormat>
    var greeting: FormSetting<String>
    var retries: FormSetting<Int>
    var nickname: NicknameField?

    enum CodingKeys: String, CodingKey {
        case name, age, greeting, retries, nickname
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(FormFieldRules<FormTextFormat>.self, forKey: .name)
        age = try container.decode(FormFieldRules<FormNumberFormat>.self, forKey: .age)
        greeting = try container.decode(FormSetting<String>.self, forKey: .greeting)
        retries = try container.decode(FormSetting<Int>.self, forKey: .retries)
        nickname = try container.decodeIfPresent(NicknameField.self, forKey: .nickname)
    }
}
