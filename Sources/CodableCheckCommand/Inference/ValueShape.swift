/// What the samples showed at one place in the documents (a key of an object, the elements of
/// an array, the root), merged over every sample: which JSON kinds occurred, how often, and
/// the facts about them that choose a Swift type.
///
/// A class, so the walker merges into nested shapes in place.
final class ValueShape {
    /// Values seen here, `null` included.
    var count = 0
    var nulls = 0
    /// Values `JSONDecoder` would reject if they were decoded: malformed numbers and strings, a
    /// `Double` out of range, an object with a malformed key. A place holding one cannot be a
    /// property (the samples only decode because nothing reads it).
    var malformed = 0
    var bools = 0
    /// Numbers written as plain integers that fit `Int`.
    var integers = 0
    /// Every other number `Double` accepts.
    var fractionalNumbers = 0
    /// Zeros written with an exponent (`0e1`, `0.00E2`): `JSONDecoder` decodes them as `Int` but
    /// refuses them as `Double`.
    var zeroesWithExponent = 0
    var strings: StringFacts?
    var object: ObjectShape?
    var array: ValueShape?
    /// Arrays seen here (their elements are merged into `array`).
    var arrays = 0

    /// The non-null JSON kinds that occurred: more than one cannot be one Swift type.
    var kinds: [String] {
        var kinds: [String] = []
        if bools > 0 { kinds.append("boolean") }
        if integers + fractionalNumbers + zeroesWithExponent > 0 { kinds.append("number") }
        if strings != nil { kinds.append("string") }
        if object != nil { kinds.append("object") }
        if arrays > 0 { kinds.append("array") }
        return kinds
    }

    /// Adds what `other` saw, as if its values had been seen here (dictionary values are
    /// merged so when an object turns out to be keyed by identifiers).
    func merge(_ other: ValueShape, maximumEnumCases: Int) {
        count += other.count
        nulls += other.nulls
        malformed += other.malformed
        bools += other.bools
        integers += other.integers
        fractionalNumbers += other.fractionalNumbers
        zeroesWithExponent += other.zeroesWithExponent
        arrays += other.arrays
        if let theirs = other.strings {
            var facts = strings ?? StringFacts()
            facts.count += theirs.count
            facts.allDates = facts.allDates && theirs.allDates
            facts.allURLs = facts.allURLs && theirs.allURLs
            for value in theirs.distinct where facts.distinct.count <= maximumEnumCases && !facts.distinct.contains(value) {
                facts.distinct.append(value)
            }
            strings = facts
        }
        if let theirs = other.array {
            let elements = array ?? ValueShape()
            array = elements
            elements.merge(theirs, maximumEnumCases: maximumEnumCases)
        }
        if let theirs = other.object {
            let object = self.object ?? ObjectShape()
            self.object = object
            object.count += theirs.count
            for key in theirs.keys {
                let source = theirs.members[key]!
                let target = object.member(key)
                target.presence += source.presence
                target.shape.merge(source.shape, maximumEnumCases: maximumEnumCases)
            }
        }
    }

    /// What the strings at one place have in common.
    struct StringFacts {
        var count = 0
        var allDates = true
        var allURLs = true
        /// Distinct values in order of first appearance, up to one more than an enum may have.
        var distinct: [String] = []
    }
}

/// The members of the objects seen at one place, merged: keys in order of first appearance, and
/// how many of the objects had each (fewer than `count` makes the property optional).
final class ObjectShape {
    var count = 0
    var keys: [String] = []
    var members: [String: Member] = [:]

    final class Member {
        var presence = 0
        let shape = ValueShape()
    }

    func member(_ key: String) -> Member {
        if let member = members[key] { return member }
        let member = Member()
        members[key] = member
        keys.append(key)
        return member
    }
}
