import Foundation

/// Routes for the Dialstream call lists our reps work from.
enum DialstreamRoute {
    case contactLists
    case contactList(id: String)
    case appendContacts(listID: String)
    case removeContact(listID: String, phone: String)

    var path: String {
        switch self {
        case .contactLists: return "/contact-lists"
        case .contactList(let id): return "/contact-lists/\(id)"
        case .appendContacts(let listID): return "/contact-lists/\(listID)/contacts"
        case .removeContact(let listID, let phone): return "/contact-lists/\(listID)/contacts/\(phone)"
        }
    }

    var method: String {
        switch self {
        case .contactLists, .contactList: return "GET"
        case .appendContacts: return "POST"
        case .removeContact: return "DELETE"
        }
    }
}
