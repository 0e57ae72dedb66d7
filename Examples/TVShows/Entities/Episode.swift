import Foundation

struct Episode: Codable, Hashable {
    let id: String
    let showId: String
    let title: String
    let season: Int
    let number: Int
    let airDate: Date?
    let summary: String?
    let url: URL?

    enum CodingKeys: String, CodingKey {
        case id
        case showId = "show_id"
        case title
        case season
        case number = "episode_number"
        case airDate = "air_date"
        case summary = "description"
        case url
    }
}
