import Foundation

struct ContactList: Decodable, Identifiable, Hashable {
    let id: String
    let name: String
    let contactCount: Int
    let createdAt: Date?
}

struct Route: Decodable {
    let id: String
    let stops: [Stop]
}

struct Stop: Decodable, Identifiable {
    var id: String { storeId }
    let storeId: String
    let name: String
    let phone: String?
}
