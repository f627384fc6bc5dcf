import Foundation

struct ContactList: Codable, Identifiable, Hashable {
    let id: String
    var name: String
    var contactCount: Int?
}

struct AppendResult: Codable {
    let added: Int
    let skipped: Int
}
