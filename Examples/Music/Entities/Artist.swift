import Foundation

struct Artist: Codable, Equatable {
    let id: String
    let name: String
    let biography: String
    let albumIDs: [String]
}
