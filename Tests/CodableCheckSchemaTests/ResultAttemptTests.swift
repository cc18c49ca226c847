import CodableCheckCore
import CodableCheckSchema
import CodableCheckTestSupport
import Testing

/// Issue 22 (OpenAPIKit's `Either`): a shape tried through a helper that returns a `Result`, then
/// `if case let .success(value) = attempt` (`ResultAttempts`), and `catch` patterns in
/// parentheses. The compiled shapes are the pattern `result-attempt-helpers`; these are the
/// places the rule must refuse.
@Suite struct ResultAttemptTests {
    static let helper = """
        do {
            outcome = try .success(container.decode(Shape.self))
        } catch (let error as DecodingError) {
            outcome = .failure(Attempt(shape: shape, error: error))
        } catch (let error) {
            outcome = .failure(Attempt(shape: shape, error: DecodingError.dataCorrupted(.init(codingPath: container.codingPath, debugDescription: String(describing: error), underlyingError: error))))
        }
        """

    static let success = """
        if case let .success(value) = firstAttempt {
            self = value
            return
        }
        """

    /// `Pick<First, Second>` decoded through `attempt(_:in:)`, whose `do` statement is `helper`;
    /// `success` tests the first attempt, `after` is what the body does when no shape decoded.
    static func model(
        helper: String = Self.helper, success: String = Self.success,
        after: String = "throw NoShape(codingPath: decoder.codingPath, count: [firstAttempt, secondAttempt].count)",
        attemptDeclaration: String = "Attempt(shape: shape, error: error)"
    ) -> String {
        let helper = helper.replacingOccurrences(of: "Attempt(shape: shape, error: error)", with: attemptDeclaration)
        return """
            struct Attempt: Error {
                let shape: Any.Type
                let error: DecodingError
            }
            struct NoShape: Error {
                let codingPath: [CodingKey]
                let count: Int
            }
            func attempt<Shape: Decodable>(_ shape: Shape.Type, in container: SingleValueDecodingContainer) throws -> Result<Shape, Attempt> {
                let outcome: Result<Shape, Attempt>
                \(helper)
                return outcome
            }
            enum Pick<First, Second> {
                case first(First)
                case second(Second)
            }
            extension Pick: Decodable where First: Decodable, Second: Decodable {
                init(from decoder: Decoder) throws {
                    let container = try decoder.singleValueContainer()
                    let firstAttempt = try attempt(First.self, in: container).map { Pick.first($0) }
                    \(success)
                    let secondAttempt = try attempt(Second.self, in: container).map { Pick.second($0) }
                    if case .success(let value) = secondAttempt {
                        self = value
                        return
                    }
                    \(after)
                }
            }
            struct Slot: Decodable {
                var size: Pick<Int, String>
            }
            """
    }

    static let plainThrow = "throw NoShape(codingPath: decoder.codingPath, count: 0)"

    static func pick(_ source: String) -> DecodableTypeSummary? {
        schema(source).types.first { $0.name == "Pick" }
    }

    @Test func theAttemptIsFollowed() throws {
        let models = schema(Self.model())
        #expect(rendered(models.diagnostics) == [])
        #expect(Self.pick(Self.model())?.fidelity == .exact)
        let validator = SchemaValidator(plan: try models.plan(for: "Slot"))
        #expect(validator.validate(try JSONReader.read(#"{"size": "large"}"#.utf8)).errors.isEmpty)
        let errors = validator.validate(try JSONReader.read(#"{"size": [1]}"#.utf8)).errors
        #expect(errors.first?.isForeignError == true)
        #expect(errors.first?.renderedPath == "size")
    }

    /// A helper that lets an error through (no clause takes every error), keeps something other
    /// than a failure, or decodes in a way other than one `decode` of its type parameter, is not
    /// an attempt: the statements stay as written, not followed.
    @Test(arguments: [
        Self.helper.replacingOccurrences(of: "} catch (let error) {", with: "} catch let error as CancellationError {"),
        Self.helper.replacingOccurrences(of: "outcome = .failure(Attempt(shape: shape, error: error))", with: "throw error"),
        Self.helper.replacingOccurrences(of: "container.decode(Shape.self)", with: "container.decode(Int.self) as! Shape"),
        Self.helper.replacingOccurrences(of: "outcome = try .success(", with: "print(1); outcome = try .success("),
    ])
    func aHelperOfAnotherShapeIsNotFollowed(helper: String) {
        #expect(Self.pick(Self.model(helper: helper))?.fidelity != .exact, "\(helper)")
    }

    /// A failure built by code that may stop the app (a force unwrap, a function of the app's)
    /// is not swallowed silently.
    @Test(arguments: ["Attempt(shape: shape, error: error as! DecodingError)", "describe(shape, error)"])
    func aFailureThatMayStopIsNotFollowed(attempt: String) {
        #expect(Self.pick(Self.model(attemptDeclaration: attempt))?.fidelity != .exact, "\(attempt)")
    }

    /// The test must take the success and nothing else, and the local must only feed the app's
    /// error: anything else it does with the attempt is not followed.
    @Test(arguments: [
        (Self.success.replacingOccurrences(of: ".success", with: ".failure"), Self.plainThrow),
        (Self.success.replacingOccurrences(of: "self = value", with: "self = .second(\"x\")"), Self.plainThrow),
        (Self.success, "if firstAttempt.isEmpty { self = .second(\"none\"); return }\n" + Self.plainThrow),
        (Self.success, "let first = try firstAttempt.get()\nthrow NoShape(codingPath: decoder.codingPath, count: first)"),
        (Self.success, "let first = firstAttempt.value!\nthrow NoShape(codingPath: decoder.codingPath, count: first)"),
    ])
    func anotherUseOfTheAttemptIsNotFollowed(success: String, after: String) {
        #expect(Self.pick(Self.model(success: success, after: after))?.fidelity != .exact, "\(success) \(after)")
    }

    /// An unkeyed container handed to the helper is a copy whose position the caller's does not
    /// share: not an attempt the tool reads as one on the caller's container.
    @Test func anUnkeyedContainerIsNotFollowed() {
        let source = Self.model().replacingOccurrences(
            of: "let container = try decoder.singleValueContainer()", with: "var container = try decoder.unkeyedContainer()")
        #expect(Self.pick(source)?.fidelity != .exact)
    }

    /// `catch (let error as DecodingError)` is `catch let error as DecodingError`: decided.
    @Test func aPatternInParenthesesIsDecided() {
        let source = """
            struct Reading: Decodable {
                var value: Int?
                enum CodingKeys: String, CodingKey { case value }
                init(from decoder: Decoder) throws {
                    let container = try decoder.container(keyedBy: CodingKeys.self)
                    do {
                        value = try container.decode(Int.self, forKey: .value)
                    } catch (let error as DecodingError) {
                        value = nil
                    }
                }
            }
            """
        #expect(schema(source).types.first { $0.name == "Reading" }?.fidelity == .exact)
    }
}
