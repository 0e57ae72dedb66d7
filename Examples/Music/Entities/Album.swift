import Foundation

struct Album: Codable, Equatable {
    let id: String
    let title: String
    let artist: String
    let artistID: String
    let year: Int
    let artworkName: String?
}
