import Foundation

enum Endpoint {
    static let host = URL(string: "https://api.ringlane.app")!
    static let basePath = "/api/public/v1"

    case contactLists
    case contactList(id: String)
    case contacts(listID: String)

    var path: String {
        switch self {
        case .contactLists: return "/contact-lists"
        case .contactList(let id): return "/contact-lists/\(id)"
        case .contacts(let listID): return "/contact-lists/\(listID)/contacts"
        }
    }

    var url: URL { Endpoint.host.appendingPathComponent(Endpoint.basePath + path) }
}
