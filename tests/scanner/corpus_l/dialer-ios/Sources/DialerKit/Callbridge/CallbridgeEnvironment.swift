import Foundation

enum CallbridgeEnvironment {
    /// Public API version used by the dialer.
    static let apiVersion = "v1"
    static let host = "api.callbridge.io"

    static var baseURL: URL {
        URL(string: "https://\(host)/api/public/\(apiVersion)")!
    }

    static var apiKey: String {
        Bundle.main.object(forInfoDictionaryKey: "CallbridgeAPIKey") as? String ?? ""
    }
}
