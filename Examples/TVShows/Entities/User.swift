import Foundation

struct User: Codable, Hashable {
    let id: String
    let email: String
    let name: String?
    let token: String

    var displayName: String {
        return name ?? email.components(separatedBy: "@").first ?? email
    }
}
