import CodableCheckCore

/// `--input-format firestore`: a Firestore REST document is unwrapped into plain JSON
/// (`FirestoreDocumentConverter`), checked as usual, and every diagnostic is moved back to the
/// typed value it came from, so positions are the input's and coding paths the model's.
extension DocumentChecker {
    /// - Parameter documentID: `--document-id` (wins over the documents' names), or the input's
    ///   file name (used only for a root document without a name).
    func check(firestore bytes: some Collection<UInt8>, inputName: String, documentID: String?, documentIDIsExplicit: Bool) -> InputResult {
        let original: JSONDocument
        do {
            original = try JSONReader.read(bytes)
        } catch {
            return syntaxErrorResult(error, in: bytes, inputName: inputName)
        }
        switch FirestoreDocumentConverter.convert(original) {
        case .malformed(let problems):
            var result = InputResult(inputName: inputName)
            var errors = problems.map {
                Diagnostic(
                    severity: .error, kind: FirestoreFormatError.kind, codingPath: $0.codingPath, byteOffset: $0.byteOffset,
                    message: $0.message)
            }
            var none: [Diagnostic] = []
            original.withUTF8 { bytes in Self.locate(&errors, &none, in: bytes, withExcerpts: needsExcerpts) }
            result.errors = errors
            return result
        case .converted(let converted):
            let plain: JSONDocument
            do throws(JSONSyntaxError) {
                plain = try JSONReader.read(converted.plainBytes)
            } catch {
                // The converter writes well-formed JSON from a well-formed input; say so if not.
                var diagnostic = Diagnostic(syntaxError: error)
                diagnostic.byteOffset = converted.offsets.originalOffset(of: diagnostic.byteOffset)
                var errors = [diagnostic]
                var none: [Diagnostic] = []
                original.withUTF8 { bytes in Self.locate(&errors, &none, in: bytes, withExcerpts: needsExcerpts) }
                var result = InputResult(inputName: inputName)
                result.errors = errors
                return result
            }
            if documentIDIsExplicit, let count = converted.listedDocumentCount {
                var result = InputResult(inputName: inputName)
                result.uncheckable = .documentIDForListedDocuments(count: count)
                return result
            }
            var documentIDs = converted.documentIDs
            if let documentID, plain.tape.kind(at: plain.rootIndex) == .object {
                let root = plain.tape.offset(at: plain.rootIndex)
                if documentIDIsExplicit || documentIDs[root] == nil { documentIDs[root] = documentID }
            }
            return diagnose(plain, documentIDs: documentIDs, inputName: inputName) { errors, warnings in
                if let count = converted.listedDocumentCount { explainListForOneDocument(&errors, documentCount: count) }
                for index in errors.indices { errors[index].byteOffset = converted.offsets.originalOffset(of: errors[index].byteOffset) }
                for index in warnings.indices {
                    warnings[index].byteOffset = converted.offsets.originalOffset(of: warnings[index].byteOffset)
                }
                original.withUTF8 { bytes in Self.locate(&errors, &warnings, in: bytes, withExcerpts: needsExcerpts) }
            }
        }
    }

    /// A list of documents decodes as an array, so a model type for one document meets an array
    /// at the root. "expected object, found array" would puzzle: the input is an object (a list
    /// response). Said as what it is, pointing at the list, with the `--type` that checks each.
    private func explainListForOneDocument(_ errors: inout [Diagnostic], documentCount: Int) {
        guard case .object(let object) = hints.plan else { return }
        for index in errors.indices where errors[index].codingPath == [] && errors[index].decodingKind == .typeMismatch {
            errors[index].message =
                "expected one \(object.typeName), found a Firestore list of \(documentCount) document\(documentCount == 1 ? "" : "s")"
            errors[index].hints.append("to check each document, use --type '[\(object.typeName)]'")
        }
    }
}
