import Foundation

enum RinglaneConfig {
    static let host = "api.ringlane.io"
    static let apiVersion = "v1"
    /// 502 = Ringlane couldn't reach Okta, safe to retry once
    static let retryableStatuses: Set<Int> = [429, 502]

    static var baseURL: URL {
        URL(string: "https://\(host)/api/public/\(apiVersion)")!
    }

    /// Injected at build time from the xcconfig -> Info.plist (RinglaneAPIKey).
    static var apiKey: String {
        Bundle.main.object(forInfoDictionaryKey: "RinglaneAPIKey") as? String ?? ""
    }
}
