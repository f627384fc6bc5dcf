import Foundation

/// Error payload returned by Ringlane.
struct RinglaneErrorPayload: Decodable {
    struct Detail: Decodable {
        let path: String?
        let message: String
    }
    let error: String
    let details: [Detail]?
}

enum RinglaneError: LocalizedError {
    case invalidKey
    case missingActingUser
    case userNotProvisioned
    case listNotFound
    case identityProviderUnavailable
    case apiDisabled
    case rateLimited(retryAfter: TimeInterval?)
    case validation([String])
    case server(status: Int, message: String)
    case transport(Error)

    var errorDescription: String? {
        switch self {
        case .invalidKey: return "Calling isn't configured correctly. Please update the app."
        case .missingActingUser, .userNotProvisioned: return "Your account isn't enabled for calling."
        case .listNotFound: return "This call list was removed."
        case .identityProviderUnavailable: return "Calling sign-in is temporarily unavailable."
        case .apiDisabled: return "Calling is turned off for your company."
        case .rateLimited: return "Slow down a little and try again."
        case .validation(let messages): return messages.joined(separator: "\n")
        case .server(_, let message): return message
        case .transport(let error): return error.localizedDescription
        }
    }

    static func validationMessages(_ payload: RinglaneErrorPayload) -> [String] {
        (payload.details ?? []).map { "\($0.path ?? "request"): \($0.message)" }
    }
}
