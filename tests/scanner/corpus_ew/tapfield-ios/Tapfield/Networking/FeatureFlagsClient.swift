import Foundation

/// Internal flag service (API Gateway, usage-plan key baked per build flavor).
struct FeatureFlagsClient {
    let endpoint = URL(string: "https://flags.tapfield.app/v1/flags")!
    let apiKey: String

    func fetch(for userID: String) async throws -> [String: Bool] {
        var req = URLRequest(url: endpoint)
        req.setValue(apiKey, forHTTPHeaderField: "x-api-key")
        req.setValue(userID, forHTTPHeaderField: "x-user-id")
        let (data, resp) = try await URLSession.shared.data(for: req)
        if let http = resp as? HTTPURLResponse, http.statusCode == 404 {
            return [:]
        }
        return try JSONDecoder().decode([String: Bool].self, from: data)
    }
}
