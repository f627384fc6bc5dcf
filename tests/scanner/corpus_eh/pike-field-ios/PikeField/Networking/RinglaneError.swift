import Foundation

/// Body Ringlane sends with any 4xx/5xx.
struct RinglaneErrorPayload: Decodable {
    let error: String
    let details: [Detail]?

    struct Detail: Decodable {
        let path: String?
        let message: String
    }

    var isUserNotFound: Bool {
        error.lowercased() == "user not found"
    }

    var firstDetailMessage: String? {
        details?.first?.message
    }
}

enum RinglaneError: LocalizedError {
    case transport
    case invalidKey
    case repNotProvisioned
    case notFound(String)
    case rateLimited
    case ssoUnavailable
    case apiDisabled
    case server(status: Int, message: String)

    var errorDescription: String? {
        switch self {
        case .transport: return "Network unavailable"
        case .invalidKey: return "Calling is misconfigured. Contact IT."
        case .repNotProvisioned: return "Your account isn't set up for calling yet."
        case .notFound(let msg): return msg
        case .rateLimited: return "Too many requests, try again shortly."
        case .ssoUnavailable: return "Sign-in service is slow. Retrying..."
        case .apiDisabled: return "Calling is temporarily disabled."
        case .server(_, let message): return message.isEmpty ? "Something went wrong" : message
        }
    }
}
