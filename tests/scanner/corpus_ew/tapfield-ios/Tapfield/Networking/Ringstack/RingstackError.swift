import Foundation

struct RingstackErrorBody: Decodable {
    let error: String
    let details: [Detail]?

    struct Detail: Decodable {
        let path: String
        let message: String
    }
}

enum RingstackError: LocalizedError, Equatable {
    case transport
    case badKey
    case userNotFound
    case listNotFound
    case identityProviderDown
    case apiDisabled
    case rateLimited
    case validation([String: String])
    case server(status: Int, message: String)

    static func from(status: Int, data: Data) -> RingstackError {
        let body = try? JSONDecoder().decode(RingstackErrorBody.self, from: data)
        switch status {
        case 400 where body?.details?.isEmpty == false:
            let pairs = (body?.details ?? []).map { ($0.path, $0.message) }
            return .validation(Dictionary(pairs, uniquingKeysWith: { a, _ in a }))
        case 401:
            return .badKey
        case 404 where body?.error.lowercased() == "user not found":
            return .userNotFound
        case 404:
            return .listNotFound
        case 429:
            return .rateLimited
        case 502:
            return .identityProviderDown
        default:
            return .server(status: status, message: body?.error ?? "HTTP \(status)")
        }
    }

    var errorDescription: String? {
        switch self {
        case .userNotFound: return "Your account isn't enabled for calling. Ask your admin."
        case .apiDisabled: return "Calling is temporarily turned off for your team."
        case .identityProviderDown, .rateLimited: return "The dialer is busy. Try again in a moment."
        case .listNotFound: return "That list no longer exists."
        case .validation(let fields): return fields.values.joined(separator: "\n")
        case .badKey, .transport: return "Couldn't reach the dialer."
        case .server(_, let message): return message
        }
    }
}
