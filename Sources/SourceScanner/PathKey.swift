// MARK: - Paths as the file system gives them
//
// Swift's `String` compares canonically equivalent strings as equal: `Café` with `é` as one scalar
// (NFC) equals `Cafe` with a combining accent (NFD), and the two hash alike. To the file system
// (and to git) they are two names, two files. What files paths by name keys them by `PathKey`,
// which compares their bytes, so that neither of two such files takes the other's place.

/// A path compared and hashed by its UTF-8 bytes, never normalised.
public struct PathKey: Hashable, Sendable, Comparable {
    public let path: String

    public init(_ path: String) {
        self.path = path
    }

    public static func == (a: PathKey, b: PathKey) -> Bool {
        a.path.utf8.elementsEqual(b.path.utf8)
    }

    public func hash(into hasher: inout Hasher) {
        let hashed: Void? = path.utf8.withContiguousStorageIfAvailable { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        if hashed == nil { for byte in path.utf8 { hasher.combine(byte) } }
    }

    /// As strings (the order of every listing), and of two equal as strings, by their bytes.
    public static func < (a: PathKey, b: PathKey) -> Bool {
        a.path != b.path ? a.path < b.path : a.path.utf8.lexicographicallyPrecedes(b.path.utf8)
    }
}

/// A dictionary of paths, subscripted with the path as a `String` and kept by its bytes (`PathKey`):
/// two paths that differ only in Unicode normalisation are two entries.
public struct PathMap<Value> {
    private var storage: [PathKey: Value]

    public init() {
        storage = [:]
    }

    /// The pairs, of two of one path the first kept.
    public init(firstOf pairs: some Sequence<(String, Value)>) {
        var storage: [PathKey: Value] = [:]
        for (path, value) in pairs where storage[PathKey(path)] == nil { storage[PathKey(path)] = value }
        self.storage = storage
    }

    private init(storage: [PathKey: Value]) {
        self.storage = storage
    }

    public subscript(path: String) -> Value? {
        get { storage[PathKey(path)] }
        set { storage[PathKey(path)] = newValue }
    }

    public subscript(path: String, default value: @autoclosure () -> Value) -> Value {
        get { storage[PathKey(path), default: value()] }
        set { storage[PathKey(path)] = newValue }
    }

    public var isEmpty: Bool { storage.isEmpty }
    public var count: Int { storage.count }
    /// Every path, in no order.
    public var paths: [String] { storage.keys.map(\.path) }
    /// Every value, in no order.
    public var values: [Value] { Array(storage.values) }

    public func mapValues<T>(_ transform: (Value) throws -> T) rethrows -> PathMap<T> {
        PathMap<T>(storage: try storage.mapValues(transform))
    }
}

extension PathMap: Sendable where Value: Sendable {}

extension PathMap: Equatable where Value: Equatable {
    public static func == (a: PathMap, b: PathMap) -> Bool { a.storage == b.storage }
}

extension PathMap: Sequence {
    /// The entries in no order; sort them by `PathKey(key)`, which orders two paths equal as strings.
    public func makeIterator() -> some IteratorProtocol<(key: String, value: Value)> {
        storage.lazy.map { (key: $0.key.path, value: $0.value) }.makeIterator()
    }
}

extension PathMap: ExpressibleByDictionaryLiteral {
    public init(dictionaryLiteral elements: (String, Value)...) {
        self.init(firstOf: elements)
    }
}
