import Foundation

/// Body CallPilot sends with every 4xx/5xx.
struct CallPilotErrorResponse: Decodable, Equatable {
    struct Detail: Decodable, Equatable {
        let path: String?
        let message: String
    }
    let error: String
    let details: [Detail]?
}

enum CallPilotError: Error, Equatable {
    case invalidKey
    case repNotProvisioned
    case listNotFound
    case identityProviderUnavailable
    case apiDisabled
    case rateLimited(retryAfter: TimeInterval?)
    case validation([String: String])
    case transport(String)
    case http(Int)

    static func from(status: Int, body: CallPilotErrorResponse?, retryAfter: TimeInterval? = nil) -> CallPilotError {
        switch status {
        case 401:
            return .invalidKey
        case 404 where body?.error.lowercased() == "user not found":
            return .repNotProvisioned
        case 404:
            return .listNotFound
        case 400 where body?.details != nil:
            var fields: [String: String] = [:]
            for d in body?.details ?? [] { fields[d.path ?? "_"] = d.message }
            return .validation(fields)
        case 429:
            return .rateLimited(retryAfter: retryAfter)
        case 502:
            return .identityProviderUnavailable
        case 503:
            return .apiDisabled
        default:
            return .http(status)
        }
    }
}

extension CallPilotError: LocalizedError {
    var errorDescription: String? {
        switch self {
        case .repNotProvisioned: return "Your CallPilot seat isn't set up yet."
        case .identityProviderUnavailable: return "Sign-in service is slow, retrying."
        case .apiDisabled: return "Dialing is temporarily disabled."
        case .listNotFound: return "That call list was deleted."
        default: return "Something went wrong talking to CallPilot."
        }
    }
}
