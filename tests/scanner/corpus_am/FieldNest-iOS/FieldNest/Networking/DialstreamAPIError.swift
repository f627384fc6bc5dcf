import Foundation

/// Error payload returned by Dialstream.
struct DialstreamErrorBody: Decodable {
    struct Detail: Decodable {
        let path: String
        let message: String
    }

    let error: String
    let details: [Detail]?
}

enum DialstreamAPIError: LocalizedError {
    case identityProviderDown
    case apiDisabled
    case noSeat
    case listNotFound
    case rateLimited(retryAfter: TimeInterval?)
    case server(status: Int, message: String)
    case transport(Error)

    var errorDescription: String? {
        switch self {
        case .identityProviderDown: return "Dialstream sign-in is temporarily unavailable."
        case .apiDisabled: return "Dialing is turned off for your company."
        case .noSeat: return "Ask your admin for a Dialstream seat."
        case .listNotFound: return "That call list no longer exists."
        case .rateLimited: return "Too many requests, slow down."
        case .server(_, let message): return message
        case .transport(let error): return error.localizedDescription
        }
    }
}
