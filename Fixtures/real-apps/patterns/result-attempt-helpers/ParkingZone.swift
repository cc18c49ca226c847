import Foundation

// Issue 22: a value that may take one of two shapes, decoded through a helper that returns a
// `Result` instead of throwing (our own sketch of the "either" type OpenAPI libraries keep). Each
// shape is tried on the same single-value container; the helper catches every error (a
// `DecodingError`, or an error of the app's own from a nested type) and keeps it as a failure;
// `if case let .success(...)` takes the first shape that decoded, and when none did the app throws
// its own error with every failure.

/// One of two shapes, tried in order.
enum OneOf<First, Second> {
    case first(First)
    case second(Second)
}

/// No shape of a `OneOf` decoded: what each attempt ran into.
struct NoShapeMatched: Swift.Error {
    struct Attempt: Swift.Error {
        let shape: Any.Type
        let error: DecodingError
    }

    let codingPath: [CodingKey]
    let attempts: [Attempt]
}

private typealias ShapeAttempt = NoShapeMatched.Attempt

extension Result {
    /// The failure, when there is one.
    var failureValue: Failure? {
        switch self {
        case .failure(let failure):
            return failure
        case .success:
            return nil
        }
    }
}

/// `shape` read from the container, or why it could not be.
private func attemptShape<Shape: Decodable>(_ shape: Shape.Type, in container: SingleValueDecodingContainer) throws -> Result<
    Shape, ShapeAttempt
> {
    let outcome: Result<Shape, ShapeAttempt>
    do {
        outcome = try .success(container.decode(Shape.self))
    } catch (let error as DecodingError) {
        outcome = .failure(ShapeAttempt(shape: shape, error: error))
    } catch (let error) {
        outcome = .failure(
            ShapeAttempt(
                shape: shape,
                error: DecodingError.dataCorrupted(
                    .init(codingPath: container.codingPath, debugDescription: String(describing: error), underlyingError: error))))
    }
    return outcome
}

extension OneOf: Decodable where First: Decodable, Second: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()

        let firstAttempt = try attemptShape(First.self, in: container).map { OneOf.first($0) }
        if case let .success(value) = firstAttempt {
            self = value
            return
        }

        let secondAttempt = try attemptShape(Second.self, in: container).map { OneOf.second($0) }
        if case .success(let value) = secondAttempt {
            self = value
            return
        }

        let failures = [firstAttempt, secondAttempt].map { $0.failureValue }.compactMap { $0 }
        throw NoShapeMatched(codingPath: decoder.codingPath, attempts: failures)
    }
}

/// An hourly price, in cents.
struct HourlyPrice: Decodable {
    var cents: Int
    var currency: String
}

/// Why parking in a zone costs nothing.
struct FreeParking: Decodable {
    var reason: String
    var until: String?
}

/// A parking zone of a city's app: its rate is a price or a reason it is free, its overnight limit
/// hours or a word, and its permits a flag, a count, or a list of permit names.
struct ParkingZone: Decodable {
    var code: String
    var rate: OneOf<HourlyPrice, FreeParking>
    var overnight: OneOf<Int, String>?
    var permits: OneOf<OneOf<Bool, Int>, [String]>?

    enum CodingKeys: String, CodingKey {
        case code, rate, overnight, permits
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        code = try container.decode(String.self, forKey: .code)
        rate = try container.decode(OneOf<HourlyPrice, FreeParking>.self, forKey: .rate)
        overnight = try container.decodeIfPresent(OneOf<Int, String>.self, forKey: .overnight)
        permits = try container.decodeIfPresent(OneOf<OneOf<Bool, Int>, [String]>.self, forKey: .permits)
    }
}
