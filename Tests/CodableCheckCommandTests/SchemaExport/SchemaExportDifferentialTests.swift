import CodableCheckTestSupport
import Foundation
import Testing

/// `codable-check schema` against `codable-check decode`, differentially: every document of
/// `Fixtures/documents` (valid and broken) is validated by Python's `jsonschema` against the
/// schema the tool exports for its type and decoder set-up, in one `python3` process, and the
/// verdict compared with `decode`'s.
///
/// What each schema claims, and so what is asserted: a schema whose root says `"exact": true`
/// accepts exactly what decoding accepts (every document agrees); any schema, exact or not,
/// never rejects a document decoding accepts (a note only ever widens a node). Every schema is
/// also checked against the 2020-12 metaschema (`Draft202012Validator.check_schema`).
///
/// Without a `python3` that imports `jsonschema` the tests skip, saying why; under
/// `CODABLE_CHECK_REQUIRE_JSONSCHEMA=1` (`.ci/run`) `SARIFSchemaTests` fails instead.
@Suite struct SchemaExportDifferentialTests {
    static let models = ToolPaths.packageRoot.appendingPathComponent("Fixtures/Models").path

    /// One `schema` and one `decode` run: a type, its decoder options and its documents.
    struct Case {
        var type: String
        var options: [String]
        var documents: [URL]
        /// `--schema`: the fixtures' models unless a test brings its own.
        var models = SchemaExportDifferentialTests.models
        var label: String { ([type] + options).joined(separator: " ") }
    }

    /// The differential figures of one mode.
    struct Tally: CustomStringConvertible {
        var schemas = 0
        var exactSchemas = 0
        var documents = 0
        /// Documents under exact schemas, whose verdicts must agree.
        var claimed = 0
        var agreed = 0
        var rejectedByBoth = 0
        /// Under widened schemas, the documents decoding refuses: whether the schema still did.
        var widenedRefused: [String: Int] = [:]
        /// Documents whose JSON text the validator does not read as JSONDecoder does, by reason.
        var textRules: [String: Int] = [:]

        var description: String {
            let set = textRules.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
            return
                "\(exactSchemas) of \(schemas) schemas exact; \(agreed) of \(claimed) documents agree under them (\(rejectedByBoth) rejected by both); "
                + "under the others, of the documents decoding refuses, \(widenedRefused["rejected"] ?? 0) rejected and \(widenedRefused["accepted"] ?? 0) accepted by the schema; "
                + "\(documents) documents in all, set aside for JSON text rules: \(set)"
        }
    }

    /// What python said about one schema and its documents.
    struct Verdicts {
        var schemaProblem: String?
        /// Per document: `accept`, `reject`, or why the validator does not read it as JSONDecoder does.
        var outcomes: [String]
    }

    /// Every domain of `Fixtures/documents`, grouped by type as `FixtureEndToEndTests` groups them.
    static func fixtureCases() throws -> [Case] {
        var cases: [Case] = []
        for domain in FixtureEndToEndTests.domains {
            var groups: [String: [URL]] = [:]
            for folder in ["valid", "invalid"] {
                let directory = FixtureEndToEndTests.documents.appendingPathComponent(domain).appendingPathComponent(folder)
                let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
                for name in names.sorted() where name.hasSuffix(".json") {
                    groups[FixtureEndToEndTests.typeExpression(fileName: name, domain: domain), default: []].append(
                        directory.appendingPathComponent(name))
                }
            }
            let options = try FixtureEndToEndTests.strategyArguments(domain: domain)
            for (type, documents) in groups.sorted(by: { $0.key < $1.key }) {
                cases.append(Case(type: type, options: options, documents: documents))
            }
        }
        return cases
    }

    /// Validates every case's documents against its schema file, in one `python3`. A document
    /// whose JSON text the validator does not read as `JSONDecoder` does gets the reason instead
    /// of a verdict: neither reads it as the other (`unreadable`: another encoding than UTF-8, a
    /// BOM, a trailing comma, a bad escape or number in a key no property decodes), `duplicate
    /// keys` (JSONDecoder keeps the first, Python the last), `deeper than 512` (JSONDecoder's
    /// limit), a `lone surrogate` (Python keeps it, JSONDecoder refuses it in a decoded string),
    /// or a `number text` Python reads as 0 (`1e-400`, `0e5`: JSONDecoder refuses both for a
    /// `Double` or `Float`). These are the JSON text's rules, not the models', listed on the
    /// guide page as what a schema cannot express.
    static let script = """
        import json, re, sys
        sys.setrecursionlimit(20000)
        from jsonschema import Draft202012Validator
        from jsonschema.exceptions import SchemaError
        manifest = json.load(open(sys.argv[1]))
        class Unlike(Exception):
            pass
        def refuse(name):
            raise ValueError("not JSON: " + name)
        def pairs(members):
            keys = [key for key, _ in members]
            if len(set(keys)) != len(keys):
                raise Unlike("duplicate keys")
            return dict(members)
        def number(text):
            value = float(text)
            if value == 0 and (re.search("[1-9]", re.split("[eE]", text)[0]) or re.fullmatch("0[eE][1-9]", text)):
                raise Unlike("number text")
            return value
        def depth(value):
            if isinstance(value, dict):
                return 1 + max([depth(member) for member in value.values()] + [0])
            if isinstance(value, list):
                return 1 + max([depth(element) for element in value] + [0])
            return 0
        def has_lone_surrogate(value):
            if isinstance(value, str):
                return any(0xD800 <= ord(character) <= 0xDFFF for character in value)
            if isinstance(value, dict):
                return any(has_lone_surrogate(key) or has_lone_surrogate(member) for key, member in value.items())
            if isinstance(value, list):
                return any(has_lone_surrogate(element) for element in value)
            return False
        for index, case in enumerate(manifest):
            schema = json.load(open(case["schema"]))
            # An OpenAPI document: each component is a 2020-12 schema, and the type's own is named.
            components = list(schema.get("components", {}).get("schemas", {}).values())
            try:
                for each in [schema] + components:
                    Draft202012Validator.check_schema(each)
                print("schema %d ok" % index)
            except SchemaError as error:
                print("schema %d invalid %s" % (index, " ".join(error.message.split())))
            if "openapi" in schema:
                schema = dict(schema, **{"$ref": schema["x-codable-check"]["schema"]["$ref"]})
            validator = Draft202012Validator(schema)
            for path in case["documents"]:
                try:
                    document = json.loads(
                        open(path, "rb").read().decode("utf-8"), parse_constant=refuse, object_pairs_hook=pairs, parse_float=number)
                    if depth(document) > 512:
                        raise Unlike("deeper than 512")
                    if has_lone_surrogate(document):
                        raise Unlike("lone surrogate")
                    print("accept" if validator.is_valid(document) else "reject")
                except Unlike as reason:
                    print(reason)
                except (ValueError, UnicodeDecodeError, RecursionError):
                    print("unreadable")
        """

    /// Writes each case's schema with the built tool, then asks python for the verdicts.
    static func validate(_ cases: [Case], schemas: [String]) throws -> [Verdicts] {
        let folder = try ToolProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        var manifest: [[String: Any]] = []
        for (index, schema) in schemas.enumerated() {
            let file = folder.appendingPathComponent("schema-\(index).json")
            try Data(schema.utf8).write(to: file)
            manifest.append(["schema": file.path, "documents": cases[index].documents.map(\.path)])
        }
        let manifestFile = folder.appendingPathComponent("manifest.json")
        try JSONSerialization.data(withJSONObject: manifest).write(to: manifestFile)
        let outcome = try JSONSchemaPython.run(script, [manifestFile.path])
        #expect(outcome.stderr == "" && outcome.status == 0, "\(outcome.stderr)")
        var lines = outcome.stdout.split(separator: "\n").makeIterator()
        return cases.map { testCase in
            let header = lines.next().map(String.init) ?? ""
            let problem = header.hasSuffix(" ok") ? nil : header
            return Verdicts(schemaProblem: problem, outcomes: testCase.documents.map { _ in lines.next().map(String.init) ?? "" })
        }
    }

    /// `decode --format json`'s verdict on each document of the case.
    static func decodeVerdicts(_ testCase: Case) throws -> [Bool] {
        let outcome = try ToolProcess.run(
            ["decode"] + testCase.documents.map(\.path) + ["--type", testCase.type, "--schema", testCase.models, "--format", "json"]
                + testCase.options)
        let report = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any]
        let results = try #require(report?["results"] as? [[String: Any]], "\(testCase.label): \(outcome.stderr)")
        try #require(results.count == testCase.documents.count)
        return results.map { $0["ok"] as? Bool == true }
    }

    /// The schema's text and whether its root claims exactness.
    static func exportedSchema(_ testCase: Case, extra: [String] = []) throws -> (text: String, isExact: Bool) {
        let outcome = try ToolProcess.run(
            ["schema", "--type", testCase.type, "--schema", testCase.models, "--quiet"] + testCase.options + extra)
        #expect(outcome.status == 0, "\(testCase.label): \(outcome.stderr)")
        let root = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any]
        let about = try #require(root?["x-codable-check"] as? [String: Any], "\(testCase.label)")
        return (outcome.stdout, about["exact"] as? Bool == true)
    }

    @Test(.enabled(if: JSONSchemaPython.isRequired, "CODABLE_CHECK_REQUIRE_JSONSCHEMA=1 (set by .ci/run)"))
    func jsonschemaIsInstalledWhereRequired() {
        #expect(
            JSONSchemaPython.path != nil,
            "CODABLE_CHECK_REQUIRE_JSONSCHEMA=1 but no python3 on PATH imports jsonschema (pip install jsonschema); the schema export tests would skip"
        )
    }

    /// Strict mode, then lossy mode (`decode --mode lossy` against `schema --mode lossy`).
    @Test(.hangGuard, .enabled(if: JSONSchemaPython.path != nil, "no python3 on PATH imports jsonschema (pip install jsonschema)"))
    func fixtureDocumentsGetDecodesVerdictFromTheExportedSchema() throws {
        let strict = try Self.fixtureCases()
        #expect(strict.count > 30)
        let lossy = strict.map { Case(type: $0.type, options: $0.options + ["--mode", "lossy"], documents: $0.documents) }
        let openAPI = strict.map { Case(type: $0.type, options: $0.options + ["--format", "openapi"], documents: $0.documents) }
        let cases = strict + lossy
        let schemas = try cases.map { try Self.exportedSchema($0) }
        let openAPISchemas = try openAPI.map { try Self.exportedSchema($0) }
        let allVerdicts = try Self.validate(cases + openAPI, schemas: (schemas + openAPISchemas).map(\.text))
        let verdicts = Array(allVerdicts.prefix(cases.count))
        // `--format openapi` holds the same schemas: every document gets the same verdict.
        for (testCase, (openAPIVerdict, verdict)) in zip(openAPI, zip(allVerdicts.dropFirst(cases.count), verdicts)) {
            #expect(openAPIVerdict.schemaProblem == nil, "\(testCase.label): \(openAPIVerdict.schemaProblem ?? "")")
            #expect(openAPIVerdict.outcomes == verdict.outcomes, "\(testCase.label)")
        }
        var tallies: [String: Tally] = [:]
        for ((testCase, schema), verdict) in zip(zip(cases, schemas), verdicts) {
            #expect(verdict.schemaProblem == nil, "\(testCase.label): not a 2020-12 schema: \(verdict.schemaProblem ?? "")")
            let decodes = try Self.decodeVerdicts(testCase)
            let mode = testCase.options.contains("lossy") ? "lossy" : "strict"
            var tally = tallies[mode] ?? Tally()
            tally.schemas += 1
            if schema.isExact { tally.exactSchemas += 1 }
            for (document, (outcome, decoded)) in zip(testCase.documents, zip(verdict.outcomes, decodes)) {
                let name = document.lastPathComponent
                tally.documents += 1
                // Text no validator reads is refused there too: set aside only where JSONDecoder reads it.
                if outcome == "unreadable" && decoded {
                    tally.textRules["read by JSONDecoder only", default: 0] += 1
                    continue
                }
                guard ["accept", "reject", "unreadable"].contains(outcome) else {
                    tally.textRules[outcome, default: 0] += 1
                    continue
                }
                let accepts = outcome == "accept"
                // Never stricter than decoding, exact or not.
                #expect(accepts || !decoded, "\(testCase.label): \(name) decodes, but the schema rejects it")
                guard schema.isExact else {
                    if !decoded { tally.widenedRefused[accepts ? "accepted" : "rejected", default: 0] += 1 }
                    continue
                }
                tally.claimed += 1
                if accepts == decoded { tally.agreed += 1 }
                if !accepts && !decoded { tally.rejectedByBoth += 1 }
                #expect(
                    accepts == decoded,
                    "\(testCase.label): \(name): the exact schema \(accepts ? "accepts" : "rejects") it, decode does not")
            }
            tallies[mode] = tally
        }
        // The figures the guide reports ("Share your models with other teams").
        for (mode, tally) in tallies.sorted(by: { $0.key > $1.key }) {
            print("schema export, \(mode): \(tally)")
        }
        let claimed = tallies.values.map(\.claimed).reduce(0, +)
        let rejectedByBoth = tallies.values.map(\.rejectedByBoth).reduce(0, +)
        #expect(claimed > 200)
        #expect(rejectedByBoth > 100)
    }
}
