import CodableCheckSchema
import CodableCheckTestSupport
import Testing

/// Reading `init(from:)` bodies: what is interpreted (the plan shows the types the body reads),
/// and the precise warning for a body outside the subset.
@Suite struct InitializerBodyTests {
    @Test func straightLineBodiesAreInterpreted() {
        let models = schema(
            """
            struct Point: Decodable {
                var x: Double
                var y: Double?
                var tags: [String]
                enum Keys: String, CodingKey { case x = "X", y, tags, meta }
                enum MetaKeys: CodingKey { case source }
                init(from decoder: Decoder) throws {
                    let container = try decoder.container(keyedBy: Keys.self)
                    x = try container.decode(Double.self, forKey: .x)
                    y = try? container.decodeIfPresent(Double.self, forKey: Keys.y)
                    var list = try container.nestedUnkeyedContainer(forKey: .tags)
                    var collected: [String] = []
                    while !list.isAtEnd {
                        collected.append(try list.decode(String.self))
                    }
                    tags = collected
                    if container.contains(.meta), try !container.decodeNil(forKey: .meta) {
                        let meta = try container.nestedContainer(keyedBy: MetaKeys.self, forKey: .meta)
                        guard let source = try meta.decodeIfPresent(String.self, forKey: .source), source != "" else {
                            throw DecodingError.dataCorruptedError(forKey: .source, in: meta, debugDescription: "no source")
                        }
                    }
                }
            }
            """)
        #expect(rendered(models.diagnostics) == [])
        #expect(renderedPlan(models, "Point") == "Point(init(from:): Double, Double, String, String)")
        #expect(models.types.first?.decoding == .interpretedInitializer)
    }

    /// A statement outside the subset is kept uninterpreted (its reads are still checked) and
    /// named in a warning with what it leaves unchecked. (Until issue 16 the whole type fell back
    /// to synthesized decoding, which could report errors the app never throws.)
    @Test(arguments: [
        (
            "for element in [1, compute(c)] { print(element) }", "the tool does not follow this statement",
            "it is skipped, and errors it may throw are not checked"
        ),
        ("x = compute(c)", "the expression `compute(c)` is not interpreted", "property 'x' is not checked"),
        ("x = try c.decode(Int.self, forKey: .missing)", "'CodingKeys' has no case 'missing'", "property 'x' is not checked"),
        // With `try`, the initializer it delegates to may throw errors of its own.
        ("try self.init(y: 1)", "the expression `self.init(y: 1)` is not interpreted", "property 'x' is not checked"),
        (
            "x = try c.decode(String.self, forKey: .x).decode(Int.self)", "`the chained container` is not a container or a decoder",
            "property 'x' is not checked"
        ),
    ])
    func statementsOutsideTheSubsetAreNamedWithWhatTheyLeaveUnchecked(statement: String, reason: String, consequence: String) {
        let models = schema(
            """
            struct Item: Decodable {
                var x: Int
                enum CodingKeys: String, CodingKey { case x }
                init(from decoder: Decoder) throws {
                    let c = try decoder.container(keyedBy: CodingKeys.self)
                    \(statement)
                }
            }
            """)
        #expect(
            rendered(models.diagnostics) == [
                "Models.swift:6:9: warning: cannot interpret `\(statement)` in 'Item.init(from:)' (\(reason)); \(consequence)"
            ])
        #expect(
            models.types.first?.decoding
                == .partlyInterpretedInitializer(statement: statement, file: "Models.swift", line: 6, column: 9, count: 1))
    }

    /// A property set to a value the tool does not compute (the current year), then tested: the
    /// branch the app takes is unknown, so the type is not exact and the condition is named.
    @Test func aConditionOnAPropertyTheToolDoesNotComputeIsNamed() {
        let models = schema(
            """
            struct Item: Decodable {
                var x: Int
                var y: Int
                enum CodingKeys: String, CodingKey { case x, y }
                init(from decoder: Decoder) throws {
                    let c = try decoder.container(keyedBy: CodingKeys.self)
                    x = Calendar.current.component(.year, from: Date())
                    if x > 0 { y = try c.decode(Int.self, forKey: .y) } else { y = 0 }
                }
            }
            """)
        // Named as a condition on such a local is: both notes.
        let statement = "`if x > 0 { y = try c.decode(Int.self, forKey: .y) } else { y = 0 }` in 'Item.init(from:)'"
        #expect(
            rendered(models.diagnostics) == [
                "Models.swift:8:9: warning: the check in \(statement) is not verified: its reads are checked, and the condition is "
                    + "assumed to hold",
                "Models.swift:8:9: warning: cannot interpret \(statement) (its condition is not interpreted); property 'y' is not checked",
            ])
        #expect(models.types.first?.decoding != .interpretedInitializer)
    }

    /// A helper whose result is a Swift 5.9 `if` expression returns each branch's value: read as
    /// statements, it seemed to return nil, so `guard let int = ... else { return nil }` skipped the
    /// check after it and `{"flag": 3}` passed as exact and valid, while the app throws.
    @Test func aHelperReturningAnIfExpressionIsNotTakenForNil() {
        let models = schema(
            """
            extension KeyedDecodingContainer {
                func decodeIfPresent<T>(_ key: KeyedDecodingContainer.Key) throws -> T? where T: Decodable {
                    try decodeIfPresent(T.self, forKey: key)
                }
                func decodeIntIfPresent(_ key: KeyedDecodingContainer.Key) throws -> UInt? {
                    if let string: String = try? decodeIfPresent(key) {
                        UInt(string)
                    } else if let int: UInt = try decodeIfPresent(key) {
                        int
                    } else {
                        nil
                    }
                }
                func decodeIntBoolIfPresent(_ key: KeyedDecodingContainer.Key) throws -> Bool? {
                    guard let int = try decodeIntIfPresent(key) else { return nil }
                    guard int <= 2 else {
                        throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "not 0 or 1")
                    }
                    return int == 1
                }
                func decodeFlag(_ key: KeyedDecodingContainer.Key) throws -> Bool {
                    if let text: String = try? decodeIfPresent(key) { text == "1" } else { false }
                }
            }
            struct Phase: Decodable {
                var flag: Bool?
                var live: Bool
                enum CodingKeys: String, CodingKey { case flag, live }
                init(from decoder: Decoder) throws {
                    let container = try decoder.container(keyedBy: CodingKeys.self)
                    flag = try container.decodeIntBoolIfPresent(.flag)
                    live = try container.decodeFlag(.live)
                }
            }
            """)
        // `UInt(string)` of a local bound as `String` is evaluated as Swift converts it (interp8;
        // before, a value the tool did not compute, and the guard on it was named): the helper is
        // followed whole. What `{"flag": 3}` and `{"flag": "4x"}` give is checked against
        // JSONDecoder by the pattern `integer-text-helpers`.
        #expect(models.types.first { $0.name == "Phase" }?.decoding == .interpretedInitializer)
        #expect(rendered(models.diagnostics) == [])
    }

    /// `do`/`catch`, arithmetic, comparisons, ternaries and a thrown error of the app's own are read.
    @Test(arguments: [
        "do { x = try c.decode(Int.self, forKey: .x) } catch { x = 0 }",
        // Integer arithmetic may overflow (`TrapRuleTests`); on a `Double` it cannot.
        "x = try c.decode(Double.self, forKey: .x) + 1 > 2 ? 1 : 0",
        "x = try c.decode(Int.self, forKey: .x) > 2 ? 1 : 0",
        "x = 1; if x < 0 { throw MyError.bad }",
        "x = try c.decode([Int].self, forKey: .list).map { $0 }.filter { $0 > 0 }.count",
        "x = try c.decode([String].self, forKey: .list).compactMap { Int($0) }.count",
        // A sum of `Double`s cannot trap; `Int(_:)` of one can, and a sum of `Int`s (`TrapRuleTests`).
        "x = try c.decode([Double].self, forKey: .list).reduce(0, +) > 1 ? 1 : 0",
        "x = try c.decode([Double].self, forKey: .list).reduce(0) { $0 + $1 } > 1 ? 1 : 0",
        "x = try c.decodeIfPresent([Int].self, forKey: .list)?.map { $0 }.count ?? 0",
        // Without `try`, an initializer it delegates to cannot throw: only the arguments' reads can.
        "self.init(x: try c.decode(Int.self, forKey: .x))",
    ])
    func statementsOnceOutsideTheSubsetAreInterpreted(statement: String) {
        let models = schema(
            """
            struct Item: Decodable {
                var x: Int
                enum CodingKeys: String, CodingKey { case x, list }
                init(from decoder: Decoder) throws {
                    let c = try decoder.container(keyedBy: CodingKeys.self)
                    \(statement)
                }
            }
            """)
        #expect(rendered(models.diagnostics) == [])
        #expect(models.types.first?.decoding == .interpretedInitializer)
    }

    /// `catch` clauses whose patterns decide every error (by `DecodingError`'s case, or any
    /// `DecodingError`) are followed, rethrowing ones included.
    @Test(arguments: [
        "do { x = try c.decode(Int.self, forKey: .x) } catch DecodingError.typeMismatch { x = 0 }",
        "do { x = try c.decode(Int.self, forKey: .x) } catch DecodingError.keyNotFound(let key, _) { _ = key; x = 0 }",
        "do { x = try c.decode(Int.self, forKey: .x) } catch let DecodingError.valueNotFound(type, context) { x = 0 }",
        "do { x = try c.decode(Int.self, forKey: .x) } catch is DecodingError { x = 0 }",
        "do { x = try c.decode(Int.self, forKey: .x) } catch let error as DecodingError { throw error }",
        "do { x = try c.decode(Int.self, forKey: .x) } catch DecodingError.dataCorrupted { x = 1 } catch { x = 2 }",
        "do { x = try c.decode(Int.self, forKey: .x) } catch let e { if x == 0 { throw e }; x = 1 }",
    ])
    func catchClausesDecidedByCaseAreInterpreted(statement: String) {
        let models = schema(
            """
            struct Item: Decodable {
                var x: Int
                enum CodingKeys: String, CodingKey { case x }
                init(from decoder: Decoder) throws {
                    let c = try decoder.container(keyedBy: CodingKeys.self)
                    \(statement)
                }
            }
            """)
        #expect(rendered(models.diagnostics) == [])
        #expect(models.types.first?.decoding == .interpretedInitializer)
    }

    /// A pattern the tool cannot decide for every error leaves the `do` statement unchecked.
    @Test(arguments: [
        "do { x = try c.decode(Int.self, forKey: .x) } catch let error as ValidationError { x = 0 }",
        "do { x = try c.decode(Int.self, forKey: .x) } catch DecodingError.keyNotFound(CodingKeys.x, _) { x = 0 }",
        "do { x = try c.decode(Int.self, forKey: .x) } catch let error as DecodingError where x > 0 { x = 0 }",
    ])
    func catchClausesNotDecidedLeaveTheStatementUnchecked(statement: String) {
        let models = schema(
            """
            struct Item: Decodable {
                var x: Int
                enum CodingKeys: String, CodingKey { case x }
                init(from decoder: Decoder) throws {
                    let c = try decoder.container(keyedBy: CodingKeys.self)
                    \(statement)
                }
            }
            """)
        #expect(
            rendered(models.diagnostics) == [
                "Models.swift:6:9: warning: cannot interpret `\(statement)` in 'Item.init(from:)' (its `catch` clauses match errors by pattern); property 'x' is not checked"
            ])
    }

    /// Helpers of the type (methods, static functions, functions of a protocol extension it
    /// conforms to) are interpreted from their bodies; the plan lists what they read.
    @Test func helpersAreInterpretedFromTheirBodies() {
        let models = schema(
            """
            protocol Tagged { var tag: String { get set } }
            extension Tagged {
                mutating func decodeTag<K>(notKeyedBy _: K.Type, with decoder: Decoder) throws where K: CodingKey {
                    let c = try decoder.container(keyedBy: TagKeys.self)
                    tag = try c.decode(String.self, forKey: .tag)
                }
            }
            enum TagKeys: String, CodingKey { case tag }
            struct Item: Decodable, Tagged {
                var x: Int
                var y: [Double]
                var tag: String = ""
                enum CodingKeys: String, CodingKey { case x, y }
                init(from decoder: Decoder) throws {
                    let c = try decoder.container(keyedBy: CodingKeys.self)
                    x = try Self.readX(c)
                    y = try Item.readY(in: c)
                    try checkX(c)
                    try self.decodeTag(notKeyedBy: CodingKeys.self, with: decoder)
                }
                static func readX(_ c: KeyedDecodingContainer<CodingKeys>) throws -> Int {
                    let value = try c.decode(Int.self, forKey: .x)
                    return value
                }
                static func readY(in c: KeyedDecodingContainer<CodingKeys>) throws -> [Double] {
                    try c.decodeIfPresent([Double].self, forKey: .y) ?? []
                }
                func checkX(_ c: KeyedDecodingContainer<CodingKeys>) throws {
                    if x < 0 { throw DecodingError.dataCorruptedError(forKey: .x, in: c, debugDescription: "negative") }
                }
            }
            """)
        #expect(rendered(models.diagnostics) == [])
        #expect(renderedPlan(models, "Item") == "Item(init(from:): Int, [Double], String)")
        #expect(models.types.first { $0.name == "Item" }?.decoding == .interpretedInitializer)
    }

    /// A helper that is not followed whole (a statement outside the subset, recursion) stays an
    /// uninterpreted call, named with the reason, and what it may set is unchecked.
    @Test(arguments: [
        (
            "try fill(c)", "func fill(_ c: KeyedDecodingContainer<CodingKeys>) throws { for k in c.allKeys { print(k) } }",
            "the helper `fill(_:)` has a statement the tool does not follow: `for k in c.allKeys { print(k) }`, as the tool does not follow this statement"
        ),
        (
            "try fill(c)", "mutating func fill(_ c: KeyedDecodingContainer<CodingKeys>) throws { x = 1; try fill(c) }",
            "the helper `fill(_:)` has a statement the tool does not follow: `try fill(c)`, as the helper `fill(_:)` calls itself"
        ),
    ])
    func helpersNotFollowedWholeStayUninterpreted(call: String, helper: String, reason: String) {
        let models = schema(
            """
            struct Item: Decodable {
                var x: Int = 0
                enum CodingKeys: String, CodingKey { case x }
                init(from decoder: Decoder) throws {
                    let c = try decoder.container(keyedBy: CodingKeys.self)
                    \(call)
                }
                \(helper)
            }
            """)
        #expect(rendered(models.diagnostics).first?.contains("(\(reason))") == true, "\(rendered(models.diagnostics))")
        #expect(models.types.first?.decoding != .interpretedInitializer)
    }

    /// Overloads told apart only by parameter type: which body the app runs is not decided by
    /// labels, so the call stays uninterpreted instead of running either.
    @Test func overloadsDifferingOnlyInTypesStayUninterpreted() {
        let models = schema(
            """
            struct Item: Decodable {
                var x: Int = 0
                enum CodingKeys: String, CodingKey { case x }
                init(from decoder: Decoder) throws {
                    let c = try decoder.container(keyedBy: CodingKeys.self)
                    x = try Self.read(from: c)
                }
                static func read(from c: KeyedDecodingContainer<CodingKeys>) throws -> Int { try c.decode(Int.self, forKey: .x) }
                static func read(from decoder: Decoder) throws -> Int { 0 }
            }
            """)
        #expect(models.types.first?.decoding != .interpretedInitializer, "\(rendered(models.diagnostics))")
        #expect(rendered(models.diagnostics).contains { $0.contains("'x' is not checked") }, "\(rendered(models.diagnostics))")
    }

    /// A parameter the call leaves to its default: a literal default is handed to the body as
    /// Swift hands it; another default is evaluated in the helper's scope, which the tool does
    /// not follow, so the call stays uninterpreted and says why.
    @Test(arguments: [
        ("strict: Bool = true", true), ("limit: Int = 3", true), ("note: String? = nil", true),
        ("strict: Bool = Self.defaultStrictness", false), ("mode: Mode = .lenient", false),
    ])
    func parametersLeftToTheirDefaultValue(parameter: String, isFollowed: Bool) {
        let models = schema(
            """
            struct Item: Decodable {
                enum Mode { case lenient }
                static let defaultStrictness = true
                var x: Int = 0
                enum CodingKeys: String, CodingKey { case x }
                init(from decoder: Decoder) throws {
                    let c = try decoder.container(keyedBy: CodingKeys.self)
                    x = try Self.read(from: c)
                }
                static func read(from c: KeyedDecodingContainer<CodingKeys>, \(parameter)) throws -> Int {
                    try c.decode(Int.self, forKey: .x)
                }
            }
            """)
        #expect((models.types.first?.decoding == .interpretedInitializer) == isFollowed, "\(rendered(models.diagnostics))")
        if !isFollowed {
            #expect(
                rendered(models.diagnostics).contains { $0.contains("is left to a default value the tool does not evaluate") },
                "\(rendered(models.diagnostics))")
        }
    }

    /// `read(from: c)` with `read(from:)` and `read(from:strict:)` declared: Swift runs the one
    /// that leaves no parameter to its default.
    @Test func theOverloadThatTakesEveryArgumentIsPreferred() {
        let models = schema(
            """
            struct Item: Decodable {
                var x: Int = 0
                enum CodingKeys: String, CodingKey { case x }
                init(from decoder: Decoder) throws {
                    let c = try decoder.container(keyedBy: CodingKeys.self)
                    x = try Self.read(from: c)
                }
                static func read(from c: KeyedDecodingContainer<CodingKeys>) throws -> Int { try c.decode(Int.self, forKey: .x) }
                static func read(from c: KeyedDecodingContainer<CodingKeys>, strict: Bool = false) throws -> Int {
                    for k in c.allKeys { print(k) }
                    return 0
                }
            }
            """)
        #expect(models.types.first?.decoding == .interpretedInitializer, "\(rendered(models.diagnostics))")
        #expect(rendered(models.diagnostics) == [])
    }

    @Test func aBodyInAnExtensionInAnotherPlaceIsFound() {
        let models = schema(
            """
            struct Coordinate { var latitude: Double }
            extension Coordinate: Decodable {
                enum CodingKeys: String, CodingKey { case latitude = "lat" }
                init(from decoder: Decoder) throws {
                    latitude = try decoder.container(keyedBy: CodingKeys.self).decode(Double.self, forKey: .latitude)
                }
            }
            """)
        #expect(rendered(models.diagnostics) == [])
        #expect(renderedPlan(models, "Coordinate") == "Coordinate(init(from:): Double)")
    }

    @Test func aReadOfATypeThatCannotBePlannedIsUninterpreted() {
        let models = schema(
            """
            struct Item: Decodable {
                var x: Int
                init(from decoder: Decoder) throws {
                    let c = try decoder.singleValueContainer()
                    x = try c.decode(Mystery.self).count
                }
            }
            """)
        // The read's type cannot be planned: the statement is kept uninterpreted, and the unknown
        // type is part of its warning, not a problem of its own that would fail `--type Item`.
        #expect(
            rendered(models.diagnostics) == [
                "Models.swift:5:9: warning: cannot interpret `x = try c.decode(Mystery.self).count` in 'Item.init(from:)' (type Mystery cannot be planned: unknown type 'Mystery' in property 'init(from:)' of 'Item'); property 'x' is not checked"
            ])
        #expect(renderedPlan(models, "Item") == "Item(init(from:): no reads)")
    }
}

/// Hostile `init(from:)` bodies: nesting that would overflow a recursive reader ends in a skipped
/// statement and its warning, never a crash.
@Suite struct HostileInitializerBodyTests {
    @Test(
        "10,000 nested parentheses, blocks or prefix operators in a body", .hangGuard,
        arguments: [
            "_ = " + String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000),
            String(repeating: "if true {\n", count: 10_000) + String(repeating: "}\n", count: 10_000),
            "_ = " + String(repeating: "!", count: 10_000) + "true",
            "_ = try? " + String(repeating: "try ", count: 10_000) + "c",
        ])
    func deepNestingIsSkipped(body: String) {
        let models = schema(
            """
            struct Item: Decodable {
                var x: Int
                init(from decoder: Decoder) throws {
                    let c = try decoder.singleValueContainer()
                    \(body)
                }
            }
            """)
        #expect(models.diagnostics.count == 1)
        let message = models.diagnostics.first?.message ?? ""
        #expect(message.hasPrefix("cannot interpret `"))
        // The statement is shortened in the message.
        #expect(message.count < 300)
        #expect(renderedPlan(models, "Item") == "Item(init(from:): no reads)")
    }

    /// A computed property of `Decoder` that reads itself (directly or through another) never
    /// returns in the app; reading it expanded getters without end and crashed the tool.
    @Test(
        "a Decoder property whose getter reads itself", .hangGuard,
        arguments: [
            "var looping: Bool { self.looping }",
            "var looping: Bool { looping }",
            "var looping: Bool { other }\n    var other: Bool { self.looping }",
        ])
    func aGetterThatReadsItselfIsNotFollowed(getters: String) {
        let models = schema(
            """
            extension Decoder {
                \(getters)
            }
            struct Item: Decodable {
                var name: String
                enum CodingKeys: String, CodingKey { case name }
                init(from decoder: Decoder) throws {
                    let c = try decoder.container(keyedBy: CodingKeys.self)
                    if decoder.looping {
                        name = "none"
                    } else {
                        name = try c.decode(String.self, forKey: .name)
                    }
                }
            }
            """)
        let messages = models.diagnostics.map(\.message)
        #expect(messages.contains { $0.contains("decoder.looping") }, "\(messages)")
        #expect(models.types.first { $0.name == "Item" }?.decoding != .interpretedInitializer)
    }
}
