import CodableCheckSchema

/// Writes a project file's text, in the shape `ProjectFile` documents, for `codable-check init`:
/// `version`, `schema`, the `decoder` (the app's set-up when `init` found one, else empty, to
/// fill in), then one check per type (its files
/// listed) and one per file whose type is not known (`"type": null` with a `"todo"`).
enum ProjectFileWriter {
    struct Check: Equatable {
        var inputs: [String]
        /// Nil: left for the user, with `todo`.
        var type: String?
        var todo: String?
    }

    /// One `"decoder"` setting: the option's name and its values (several for a repeatable
    /// option such as `date-strategy` with formats tried in turn).
    struct Setting: Equatable {
        var name: String
        var values: [String]
    }

    static func text(schema: [String], decoder: [Setting] = [], checks: [Check]) -> String {
        var lines = ["{", "  \"\(ProjectKeys.version)\": \(ProjectFile.version),"]
        if !schema.isEmpty {
            lines.append("  \"\(SchemaSettings.schema.option.name)\": [\(schema.map(JSONText.quoted).joined(separator: ", "))],")
        }
        let settings = decoder.map { setting in
            let value =
                setting.values.count == 1
                ? JSONText.quoted(setting.values[0]) : "[" + setting.values.map(JSONText.quoted).joined(separator: ", ") + "]"
            return JSONText.quoted(setting.name) + ": " + value
        }
        lines.append("  \"\(ProjectKeys.decoder)\": {\(settings.joined(separator: ", "))},")
        lines.append("  \"\(ProjectKeys.checks)\": [")
        for (index, check) in checks.enumerated() {
            var members = ["\"\(ProjectKeys.inputs)\": [\(check.inputs.map(JSONText.quoted).joined(separator: ", "))]"]
            members.append("\"\(DecodeSettings.type.option.name)\": " + (check.type.map(JSONText.quoted) ?? "null"))
            if let todo = check.todo { members.append("\"\(ProjectKeys.todo)\": \(JSONText.quoted(todo))") }
            lines.append("    {" + members.joined(separator: ", ") + "}" + (index == checks.count - 1 ? "" : ","))
        }
        lines += ["  ]", "}"]
        return lines.joined(separator: "\n") + "\n"
    }
}
