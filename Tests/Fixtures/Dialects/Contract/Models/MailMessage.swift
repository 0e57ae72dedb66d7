import Foundation

struct MailMessage {
    let id: UUID
    let sender: String
    let subject: String
    let body: String
}
