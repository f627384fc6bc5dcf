import Foundation

enum RingboltConfig {
    static let host = "api.ringbolt.io"
    static let basePath = "/api/public/v1"

    static var baseURL: URL {
        var c = URLComponents()
        c.scheme = "https"
        c.host = host
        c.path = basePath
        return c.url!
    }

    /// Shared key is fetched from the Orchardly backend at login and kept in the Keychain.
    static let apiKeyHeaderField = "X-API-KEY"
    static let actingUserHeaderField = "X-USER-EMAIL"
}
