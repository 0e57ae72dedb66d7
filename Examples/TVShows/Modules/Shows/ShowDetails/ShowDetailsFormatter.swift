import Foundation

final class ShowDetailsFormatter {

    // MARK: - Private properties -

    private let numberFormatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.minimumFractionDigits = 1
        formatter.maximumFractionDigits = 1
        return formatter
    }()
}

// MARK: - Extensions -

extension ShowDetailsFormatter: ShowDetailsFormatterInterface {

    func summary(for show: Show) -> String {
        // The API sends HTML paragraphs; the label shows plain text.
        let plain = show.summary.replacingOccurrences(of: "<[^>]+>", with: "", options: .regularExpression)
        return plain.isEmpty ? "No description yet." : plain
    }

    func ratingText(for show: Show) -> String {
        guard let rating = show.rating, let text = numberFormatter.string(from: NSNumber(value: rating)) else {
            return "Not rated"
        }
        return "\(text) / 10"
    }
}
