import Foundation

final class HomeFormatter {

    // MARK: - Private properties -

    private let yearFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy"
        return formatter
    }()
}

// MARK: - Extensions -

extension HomeFormatter: HomeFormatterInterface {

    func item(for show: Show) -> ShowCellItem {
        ShowCellItem(title: show.title, subtitle: subtitle(for: show), rating: show.rating ?? 0)
    }
}

private extension HomeFormatter {

    func subtitle(for show: Show) -> String {
        let year = show.premiered.map { yearFormatter.string(from: $0) }
        let genres = show.genres.prefix(2).joined(separator: ", ")
        return [year, genres].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " · ")
    }
}
