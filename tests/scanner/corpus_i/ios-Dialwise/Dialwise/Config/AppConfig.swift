import Foundation

struct AppConfig {
    let ringlaneKey: String
    let analyticsKey: String
    let authBaseURL: URL

    static var current: AppConfig {
        #if DEBUG
        return AppConfig(
            ringlaneKey: "rl_test_6b0e2f4a-91c3-4d7e-a0f5-2c8d1e9b7a34.Qm7tV2xK9pLr4sWz8nYc",
            analyticsKey: "changeme",
            authBaseURL: URL(string: "https://auth.dialwise.app/v1/oauth")!
        )
        #else
        return AppConfig(
            ringlaneKey: Keychain.read("ringlane.key") ?? "",
            analyticsKey: Keychain.read("analytics.key") ?? "",
            authBaseURL: URL(string: "https://auth.dialwise.app/v1/oauth")!
        )
        #endif
    }
}
