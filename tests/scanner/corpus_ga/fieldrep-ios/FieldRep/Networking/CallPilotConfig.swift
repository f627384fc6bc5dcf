import Foundation

/// Values baked into Info.plist from the xcconfig files.
struct CallPilotConfig {
    static let apiVersion = "v1"

    let host: String
    let apiKey: String

    /// e.g. https://api.callpilot.io/api/public/v1
    var baseURL: URL {
        URL(string: "https://\(host)/api/public/\(Self.apiVersion)")!
    }

    static func fromBundle(_ bundle: Bundle = .main) -> CallPilotConfig {
        let info = bundle.infoDictionary ?? [:]
        return CallPilotConfig(
            host: info["CallPilotHost"] as? String ?? "api.callpilot.io",
            apiKey: info["CallPilotAPIKey"] as? String ?? ""
        )
    }
}
