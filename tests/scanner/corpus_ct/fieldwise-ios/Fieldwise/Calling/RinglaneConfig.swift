import Foundation

struct RinglaneConfig {
    let baseURL: URL
    let apiKey: String

    /// Used when the Info.plist value didn't get substituted (e.g. SwiftUI previews).
    static let fallbackBaseURL = URL(string: "https://api.ringlane.io/api/public/v1")!

    static func fromBundle(_ bundle: Bundle = .main) -> RinglaneConfig {
        let raw = bundle.object(forInfoDictionaryKey: "RinglaneBaseURL") as? String ?? ""
        let url = raw.contains("$(") ? nil : URL(string: raw)
        let key = bundle.object(forInfoDictionaryKey: "RinglaneAPIKey") as? String ?? ""
        return RinglaneConfig(baseURL: url ?? fallbackBaseURL, apiKey: key)
    }
}
