// MARK: - Strongly connected components
//
// Tarjan's algorithm, iterative so that a long chain of modules cannot overflow the stack: the
// dependency matrix marks the cycles between modules with it.

public enum StronglyConnected {
    /// The strongly connected components of the graph over `names` whose edges `successors` gives;
    /// each component sorted, the components sorted by their first name. Successors outside `names`
    /// are ignored.
    public static func components(of names: [String], successors: (String) -> [String]) -> [[String]] {
        let known = Set(names)
        var index: [String: Int] = [:], low: [String: Int] = [:]
        var onStack: Set<String> = [], stack: [String] = [], found: [[String]] = []
        var next = 0
        for root in names.sorted() where index[root] == nil {
            // Each frame: a name and the successors it has yet to visit.
            var frames: [(name: String, targets: [String])] = []
            func open(_ name: String) {
                index[name] = next
                low[name] = next
                next += 1
                stack.append(name)
                onStack.insert(name)
                frames.append((name, successors(name).filter { known.contains($0) }.reversed()))
            }
            open(root)
            while !frames.isEmpty {
                let name = frames[frames.count - 1].name
                if let target = frames[frames.count - 1].targets.popLast() {
                    if index[target] == nil {
                        open(target)
                    } else if onStack.contains(target) {
                        low[name] = min(low[name]!, index[target]!)
                    }
                    continue
                }
                frames.removeLast()
                if let parent = frames.last?.name { low[parent] = min(low[parent]!, low[name]!) }
                guard low[name] == index[name] else { continue }
                var component: [String] = []
                while let top = stack.popLast() {
                    onStack.remove(top)
                    component.append(top)
                    if top == name { break }
                }
                found.append(component.sorted())
            }
        }
        return found.sorted { $0[0] < $1[0] }
    }
}
