extension ModelSchema {
    /// The function `--date-strategy custom:NAME` names: a `func` of one parameter that returns a
    /// value, declared at file scope (`NAME`, as `.custom(decodeAPIDate)` uses a free function)
    /// or in a type or an extension (`NAME`, or `Owner.NAME` to pick the type). Throws with each
    /// declaration it considered, named with where it is, when there is not exactly one.
    func dateFunction(named name: String) throws -> CustomDateFunction {
        let components = name.split(separator: ".").map(String.init)
        let functionName = components.last ?? name
        let owner = components.dropLast().joined(separator: ".")
        var named: [CustomDateFunction] = []
        for node in resolver.allNodes where owner.isEmpty || node.qualifiedName == owner || node.qualifiedName.hasSuffix("." + owner) {
            for function in node.functions where function.name == functionName {
                named.append(CustomDateFunction(node: node, function: function, name: node.qualifiedName + "." + signature(of: function)))
            }
        }
        if owner.isEmpty {
            for function in resolver.fileScopeFunctions where function.name == functionName {
                named.append(CustomDateFunction(node: resolver.fileScope(of: function), function: function, name: signature(of: function)))
            }
        }
        let found = named.filter { $0.function.returnsValue && $0.function.parameters.count == 1 }
        guard found.count == 1, let only = found.first else {
            let misfits = found.isEmpty ? named : []
            throw SchemaPlanError.dateFunctionNotFound(name: name, candidates: found.map(located), misfits: misfits.map(located))
        }
        return only
    }

    /// `decodeAPIDate(_:)`: the name Swift gives a function, with its argument labels.
    private func signature(of function: FunctionDeclaration) -> String {
        function.name + "(" + function.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }

    /// `'decodeAPIDate(_:)' at Models/APIDates.swift:3:1`.
    private func located(_ candidate: CustomDateFunction) -> String {
        "'\(candidate.name)' at " + Self.describe(candidate.function.location, in: files)
    }
}
