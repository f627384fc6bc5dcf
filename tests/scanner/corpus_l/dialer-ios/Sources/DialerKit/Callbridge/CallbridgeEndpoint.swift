import Foundation

enum CallbridgeEndpoint {
    case contactLists
    case contactList(id: String)
    case appendContacts(listID: String)
    case removeContact(listID: String, phone: String)
    case currentUser

    var path: String {
        switch self {
        case .contactLists: return "/contact-lists"
        case .contactList(let id): return "/contact-lists/\(id)"
        case .appendContacts(let listID): return "/contact-lists/\(listID)/contacts"
        case .removeContact(let listID, let phone): return "/contact-lists/\(listID)/contacts/\(phone)"
        case .currentUser: return "/users/me"
        }
    }

    var method: String {
        switch self {
        case .appendContacts: return "POST"
        case .removeContact: return "DELETE"
        default: return "GET"
        }
    }
}
