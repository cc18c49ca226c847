/// The names a schema's files (and the library stand-ins) declare, for telling an error no
/// change a build makes can fix (`HelperBuild.definitelyFails`): `cannot find 'X' in scope`
/// names a value or a type, `cannot find type 'X' in scope` only a type. stream-core's
/// `os.Logger` (`cannot find type 'os'`) was taken for a name the schema declares because a
/// model has a member `os`, and `OSLogDestination` failed in every run of its build.
struct DeclaredNames {
    /// Every name: types, file-scope values, members (of extensions too).
    private(set) var all: Set<String> = []
    /// The names that may be a type's: types, typealiases, associated types.
    private(set) var types: Set<String> = []

    init(_ files: [DeclarationFileSelection.File]) {
        func visit(_ declarations: [OutlinedDeclaration]) {
            for declaration in declarations {
                if declaration.kind != .extension { all.formUnion(declaration.names) }
                switch declaration.kind {
                case .type, .typeAlias, .associatedType: types.formUnion(declaration.names)
                default: break
                }
                visit(declaration.members)
            }
        }
        for file in files { visit(file.outline.declarations) }
    }

    /// Without `names` (types left out whole: what names them cannot compile either).
    func subtracting(_ names: Set<String>) -> DeclaredNames {
        var result = self
        result.all.subtract(names)
        result.types.subtract(names)
        return result
    }

    /// Whether the files declare `name` where an error of `message` looks for it.
    func declares(_ name: String, for message: String) -> Bool {
        message.hasPrefix("cannot find type '") ? types.contains(name) : all.contains(name)
    }
}
