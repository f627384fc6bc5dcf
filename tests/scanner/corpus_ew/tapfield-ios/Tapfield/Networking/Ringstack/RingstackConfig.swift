import Foundation

/// Ringstack (dialer vendor) connection settings. Values come from the xcconfig via Info.plist.
enum RingstackConfig {
    static let host = Bundle.main.object(forInfoDictionaryKey: "RingstackHost") as? String ?? "api.ringstack.io"
    static let apiVersion = "v1"
    static var baseURL: URL {
        URL(string: "https://\(host)/api/public/\(apiVersion)/")!
    }
    static var apiKey: String {
        Bundle.main.object(forInfoDictionaryKey: "RingstackAPIKey") as? String ?? ""
    }
}
