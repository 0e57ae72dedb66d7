import Foundation

struct Track: Codable, Equatable {
    let id: String
    let title: String
    let artist: String
    let artistID: String
    let albumID: String
    let duration: TimeInterval
}
