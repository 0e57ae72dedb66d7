import SourceScanner

/// The types one assembling function creates, by name: where each one is in the function's
/// `created` list. Made once with the assembly: each module the function assembles asks about it,
/// and a wireframe that creates 2,000 screens, asked by each of the 2,000, made the model quadratic.
struct CreatedTypes: Sendable {
    /// Each created type's positions in `created`, in source order.
    private let positions: [String: [Int]]

    init(_ created: [(typeName: String, location: SourceLocation)]) {
        var positions: [String: [Int]] = [:]
        for (offset, entry) in created.enumerated() { positions[entry.typeName, default: []].append(offset) }
        self.positions = positions
    }

    /// How many distinct types the function creates.
    var count: Int { positions.count }

    func contains(_ type: String) -> Bool { positions[type] != nil }

    /// The positions in `created` of the entries of these types, in source order.
    func positions(of types: some Sequence<String>) -> [Int] {
        Set(types).flatMap { positions[$0] ?? [] }.sorted()
    }

    /// The types, among these, that the function creates, other than `excluded` (the assembler itself).
    func created(among types: Set<String>, excluding excluded: String) -> Set<String> {
        types.filter { $0 != excluded && contains($0) }
    }
}
