import Foundation

public struct RinglaneErrorBody: Decodable, Sendable {
    public struct Detail: Decodable, Sendable {
        public let path: String
        public let message: String
    }
    public let error: String
    public let details: [Detail]?
}

public enum RinglaneError: Error, Equatable {
    case invalidKey
    case userNotProvisioned
    case identityProviderDown
    case apiDisabled
    case rateLimited(retryAfter: TimeInterval?)
    case server(status: Int, message: String)
}
