import Foundation

struct DialPeakErrorResponse: Decodable {
    let error: String
    let details: [Detail]?

    struct Detail: Decodable {
        let path: String
        let message: String
    }
}

enum DialPeakError: Error, LocalizedError {
    case unauthorized
    case unknownCoach
    case identityProviderDown
    case apiDisabled
    case server(status: Int, message: String)

    var errorDescription: String? {
        switch self {
        case .unauthorized: return "DialPeak rejected the app credentials."
        case .unknownCoach: return "Your account isn't set up for calling yet. Ask the front desk."
        case .identityProviderDown: return "Calling is temporarily unavailable. Try again in a minute."
        case .apiDisabled: return "Calling has been switched off for Northgate."
        case .server(_, let message): return message
        }
    }
}
