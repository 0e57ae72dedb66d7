import Foundation

struct Show: Codable, Hashable {
    let id: String
    let title: String
    let summary: String
    let genres: [String]
    let rating: Double?
    let imageURL: URL?
    let premiered: Date?

    enum CodingKeys: String, CodingKey {
        case id
        case title
        case summary = "description"
        case genres
        case rating = "average_rating"
        case imageURL = "image_url"
        case premiered
    }
}
