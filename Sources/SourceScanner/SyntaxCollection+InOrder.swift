import SwiftSyntax

// MARK: - A collection's elements without SwiftSyntax's generic iterator

extension SyntaxCollection {
    /// The elements, in order, as `for element in collection` gives them: made from the collection's
    /// children, each by its element type's own initialiser. SwiftSyntax's iterator is generic and not
    /// inlinable: it looked the element type's metadata up, under a lock, for every element (about a
    /// seventh of the facts visitor's time).
    var inOrder: LazyMapSequence<SyntaxChildren, Element> {
        Syntax(self).children(viewMode: .all).lazy.map { Element($0)! }
    }
}
