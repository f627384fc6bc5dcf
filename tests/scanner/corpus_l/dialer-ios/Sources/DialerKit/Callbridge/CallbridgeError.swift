import Foundation

struct CallbridgeErrorPayload: Decodable {
    struct Detail: Decodable {
        let path: String
        let message: String
    }
    let error: String
    let details: [Detail]?
}

enum CallbridgeError: Error, LocalizedError {
    case transport
    case invalidKey
    case unknownUser
    case notFound(String)
    case identityProviderUnreachable
    case apiDisabled
    case http(Int)

    var errorDescription: String? {
        switch self {
        case .unknownUser: return "Your account isn't set up for calling yet."
        case .apiDisabled: return "Calling is temporarily unavailable."
        case .identityProviderUnreachable: return "Sign-in service unreachable. Try again."
        default: return "Something went wrong."
        }
    }
}
