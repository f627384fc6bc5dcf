import Foundation

/// Endpoints of the Ringlane dialer backend ("Calling Service" in their docs).
/// NOTE: v1 was retired upstream; the lists screen still uses the old resource.
enum RinglaneEndpoint {
    case contactLists(page: Int)
    case renameList(id: Int)
    case me
    case call(sid: String)

    static let host = "https://dialer.ringlane.io"
    static let apiVersion = "v1"

    var path: String {
        switch self {
        case .contactLists(let page):
            return "/api/public/\(Self.apiVersion)/contact-lists?page=\(page)"
        case .renameList(let id):
            return "/api/public/\(Self.apiVersion)/contact-lists/\(id)"
        case .me:
            return "/api/public/v2/me"
        case .call(let sid):
            return "/api/public/v2/calls/\(sid)"
        }
    }

    var method: String {
        switch self {
        case .renameList: return "PATCH"
        default: return "GET"
        }
    }

    var url: URL { URL(string: Self.host + path)! }
}
