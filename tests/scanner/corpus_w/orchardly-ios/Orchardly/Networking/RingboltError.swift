import Foundation

struct RingboltErrorPayload: Decodable {
    struct Detail: Decodable {
        let path: String
        let message: String
    }
    let error: String
    let details: [Detail]?
}

enum RingboltError: Error, LocalizedError {
    case noSeat
    case identityProviderDown
    case apiDisabled
    case server(status: Int, message: String)
    case transport(Error)

    var errorDescription: String? {
        switch self {
        case .noSeat: return "Your Ringbolt seat hasn't been set up yet."
        case .identityProviderDown: return "Sign-in service is temporarily unavailable."
        case .apiDisabled: return "Calling features are turned off for your organisation."
        case let .server(_, message): return message
        case let .transport(e): return e.localizedDescription
        }
    }
}
