import Foundation

final class SearchHistory {

    static let shared = SearchHistory()

    private let defaults = UserDefaults.standard
    private let key = "recent_search_terms"

    var recentTerms: [String] {
        defaults.stringArray(forKey: key) ?? []
    }

    func remember(_ term: String) {
        let terms = [term] + recentTerms.filter { $0 != term }
        defaults.set(Array(terms.prefix(10)), forKey: key)
    }
}
