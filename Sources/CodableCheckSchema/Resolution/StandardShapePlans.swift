import CodableCheckCore

/// Plans for the standard types whose `Codable` form is not a single JSON value: ranges, Core
/// Graphics geometry and SIMD vectors (unkeyed, `SequencePlan`); `Measurement`, an object with
/// Foundation's own keys, is `BuiltinType.FoundationObject.plan(arguments:)`. Every shape here was probed with
/// `JSONEncoder`/`JSONDecoder` on 6.3.1 (Linux).
///
/// A type of its own because these shapes are fixed by Foundation and the standard library, not
/// by the model: only a range's or vector's element is planned, by the `PlanBuilder` it works for
/// (`builder`).
enum StandardShapePlans {
    static func plan(
        _ shape: BuiltinType.SequenceShape, name: String, arguments: [TypeReference], in scope: TypeScope, use: PlanBuilder.Use?,
        depth: Int, builder: inout PlanBuilder
    ) -> ValuePlan? {
        guard arguments.count == shape.argumentCount else { return nil }
        let coordinate = SequencePlan.Element(value: .double, typeName: "CGFloat")
        switch shape {
        case .point, .size:
            return .sequence(SequencePlan(typeName: name, elements: [coordinate, coordinate]))
        case .rect:
            let point = SequencePlan(typeName: "CGPoint", elements: [coordinate, coordinate])
            let size = SequencePlan(typeName: "CGSize", elements: [coordinate, coordinate])
            return .sequence(
                SequencePlan(
                    typeName: name,
                    elements: [.init(value: .sequence(point), typeName: "CGPoint"), .init(value: .sequence(size), typeName: "CGSize")]))
        case .range, .closedRange, .partialRangeFrom, .partialRangeThrough, .partialRangeUpTo, .simd:
            guard let element = builder.plan(for: arguments[0], in: scope, use: use, depth: depth + 1) else { return nil }
            let elementName = CanonicalTypeNames(resolver: builder.resolver).swiftName(of: element, writtenAs: arguments[0], in: scope)
            let typeName = name + "<" + elementName + ">"
            let one = SequencePlan.Element(value: element, typeName: elementName)
            switch shape {
            case .range, .closedRange:
                return .sequence(SequencePlan(typeName: typeName, elements: [one, one], check: .orderedBounds))
            case .simd(let count):
                return .sequence(SequencePlan(typeName: typeName, elements: Array(repeating: one, count: count), check: .exactCount(count)))
            default:
                return .sequence(SequencePlan(typeName: typeName, elements: [one]))
            }
        }
    }
}

extension BuiltinType.SequenceShape {
    /// How many generic arguments the type takes.
    var argumentCount: Int {
        switch self {
        case .point, .size, .rect: 0
        default: 1
        }
    }
}
