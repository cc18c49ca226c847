import CodableCheckSchema
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

    @Test(arguments: [
        (
            "for element in [1, 2] { print(element) }", "6:9", "for element in [1, 2] { print(element) }",
            "the tool does not follow this statement"
        ),
        (
            "do { x = try c.decode(Int.self, forKey: .x) } catch { x = 0 }", "6:9",
            "do { x = try c.decode(Int.self, forKey: .x) } catch { x = 0 }", "the tool does not follow this statement"
        ),
        ("x = compute(c)", "6:9", "x = compute(c)", "the expression `compute(c)` is not interpreted"),
        (
            "x = try c.decode(Int.self, forKey: .missing)", "6:9", "x = try c.decode(Int.self, forKey: .missing)",
            "'CodingKeys' has no case 'missing'"
        ),
        ("self.init(x: 1)", "6:9", "self.init(x: 1)", "the expression `self.init(x: 1)` is not interpreted"),
        (
            "x = try c.decode(Int.self, forKey: .x) + 1", "6:9", "x = try c.decode(Int.self, forKey: .x) + 1",
            "the tool does not follow this statement"
        ),
        (
            "x = try c.decode(String.self, forKey: .x).decode(Int.self)", "6:9",
            "x = try c.decode(String.self, forKey: .x).decode(Int.self)",
            "`the chained container` is not a container or a decoder"
        ),
        ("throw MyError.bad", "6:9", "throw MyError.bad", "only `throw DecodingError...` is interpreted"),
    ])
    func bodiesOutsideTheSubsetAreNamedAtTheirStatement(statement: String, position: String, text: String, reason: String) {
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
                "Models.swift:\(position): warning: cannot interpret `\(text)` in 'Item.init(from:)' (\(reason)); its decoding is treated as synthesized"
            ])
        #expect(models.types.first?.decoding == .partlyInterpretedInitializer(statement: text, file: "Models.swift", line: 6, column: 9, count: 1))
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

    @Test func aTypeReadInTheBodyThatCannotBePlannedFallsBack() {
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
        // `.count` on the read value passes through; the read's type is what cannot be planned.
        // The fallback does not need `Mystery`, so the unknown type is part of its warning, not a
        // problem of its own that would fail `--type Item`.
        #expect(
            rendered(models.diagnostics) == [
                "Models.swift:3:5: warning: cannot interpret `init(from:)` in 'Item.init(from:)' (type Mystery (read #1) cannot be planned: unknown type 'Mystery' in property 'init(from:)' of 'Item'); its decoding is treated as synthesized"
            ])
        #expect(renderedPlan(models, "Item") == "Item{x:Int}")
    }
}

/// Hostile `init(from:)` bodies: nesting that would overflow a recursive reader ends in the
/// fallback warning, never a crash.
@Suite struct HostileInitializerBodyTests {
    @Test(
        "10,000 nested parentheses, blocks or prefix operators in a body", .timeLimit(.minutes(5)),
        arguments: [
            "_ = " + String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000),
            String(repeating: "if true {\n", count: 10_000) + String(repeating: "}\n", count: 10_000),
            "_ = " + String(repeating: "!", count: 10_000) + "true",
            "_ = try? " + String(repeating: "try ", count: 10_000) + "c",
        ])
    func deepNestingFallsBack(body: String) {
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
        #expect(renderedPlan(models, "Item") == "Item{x:Int}")
    }
}
