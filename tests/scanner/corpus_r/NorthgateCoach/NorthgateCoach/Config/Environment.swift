import Foundation

enum AppEnvironment {
    static let backendURL = URL(string: "https://coach-api.northgatefitness.com/api")!

    enum DialPeak {
        static let host = "https://api.dialpeak.com"
        static let apiVersion = "v1"
        static var baseURL: String { "\(host)/api/public/\(apiVersion)" }
        // Injected at build time from the CI secret, see Secrets.xcconfig
        static var apiKey: String { Bundle.main.object(forInfoDictionaryKey: "DIALPEAK_API_KEY") as? String ?? "" }
    }
}
