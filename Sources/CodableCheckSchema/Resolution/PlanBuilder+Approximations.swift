import CodableCheckCore

extension PlanBuilder {
    /// A plan being built that takes the approximations reported while it is: a document reaches
    /// them when its decoding reaches this object or runs this body.
    enum ApproximationHolder {
        case object(ObjectPlan)
        case custom(CustomDecodingPlan)
    }

    /// An approximation reported while planning a root, and the plan being built then (nil: none,
    /// as for a root type whose `init?(rawValue:)` is not read).
    struct ApproximationUse {
        var kind: ApproximationSite.Kind
        var problem: SchemaProblem
        /// The declaration (by `order`) whose declaration holds it.
        var owner: Int?
        var holder: ApproximationHolder?
    }

    /// Gives each plan built the sites of the approximations reported while it was, positioned by
    /// `site`; returns those no plan holds, which every document reaches. A use whose problem was
    /// withdrawn (a fallback made it moot) is left out.
    func placeApproximations(site: (ApproximationUse) -> ApproximationSite) -> [ApproximationSite] {
        let kept = Set(problems.map { Self.reportedKey($0.message.text, at: $0.location) })
        var unheld: [ApproximationSite] = []
        for use in approximationUses where kept.contains(Self.reportedKey(use.problem.message.text, at: use.problem.location)) {
            let site = site(use)
            switch use.holder {
            case .object(let object)?: if !object.approximations.contains(site) { object.approximations.append(site) }
            case .custom(let custom)?: if !custom.approximations.contains(site) { custom.approximations.append(site) }
            case nil: if !unheld.contains(site) { unheld.append(site) }
            }
        }
        return unheld
    }
}

extension PlanBuilder {
    /// The plans (by identity) that an approximation still reported was reported while they were
    /// built: what a document decoded through one of them may reach of its own. `types` asks it
    /// of each instantiation of a generic type (`OrderedMap<String, V>` exact, `OrderedMap<Path,
    /// V>` not), where the declaration gathers the warnings of all of them.
    func approximatedPlans() -> Set<ObjectIdentifier> {
        let kept = Set(problems.map { Self.reportedKey($0.message.text, at: $0.location) })
        var approximated: Set<ObjectIdentifier> = []
        for use in approximationUses where kept.contains(Self.reportedKey(use.problem.message.text, at: use.problem.location)) {
            switch use.holder {
            case .object(let object)?: approximated.insert(ObjectIdentifier(object))
            case .custom(let custom)?: approximated.insert(ObjectIdentifier(custom))
            case nil: break
            }
        }
        return approximated
    }
}
