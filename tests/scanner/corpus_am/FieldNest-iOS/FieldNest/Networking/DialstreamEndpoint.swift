import Foundation

/// Routes on the Dialstream public API used by the app.
enum DialstreamEndpoint {
    case lists
    case list(id: String)
    case contacts(listID: String)
    case contact(listID: String, phone: String)

    var path: String {
        switch self {
        case .lists:
            return "/contact-lists"
        case .list(let id):
            return "/contact-lists/\(id)"
        case .contacts(let listID):
            return "/contact-lists/\(listID)/contacts"
        case .contact(let listID, let phone):
            let encoded = phone.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? phone
            return "/contact-lists/\(listID)/contacts/\(encoded)"
        }
    }
}

enum DialstreamConfig {
    static var baseURL: URL {
        let raw = Bundle.main.object(forInfoDictionaryKey: "DialstreamBaseURL") as? String
        return URL(string: raw ?? "")!
    }

    static var apiKey: String {
        Bundle.main.object(forInfoDictionaryKey: "DialstreamAPIKey") as? String ?? ""
    }
}
