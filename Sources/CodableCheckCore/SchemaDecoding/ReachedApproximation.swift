/// An approximation a document's decoding reached, and where in the document it first did.
public struct ReachedApproximation: Sendable, Equatable {
    public var site: ApproximationSite
    /// The coding path of the value whose decoding met it first.
    public var codingPath: [CodingPathComponent]
    /// Byte offset of that value in the document's UTF-8 bytes.
    public var byteOffset: Int

    public init(site: ApproximationSite, codingPath: [CodingPathComponent], byteOffset: Int) {
        self.site = site
        self.codingPath = codingPath
        self.byteOffset = byteOffset
    }

    /// The sites of `sites` that `reached` does not hold yet: each site is listed once per
    /// document, where it was first met.
    static func unnoted(_ sites: [ApproximationSite], in reached: [ReachedApproximation]) -> [ApproximationSite] {
        sites.filter { site in !reached.contains { $0.site == site } }
    }
}
