import Foundation

/// Orchardly's own API (api.orchardly.app). Uses the app session, not Ringbolt keys.
final class BackendClient {
    static let shared = BackendClient()
    private let base = URL(string: "https://api.orchardly.app/v1")!
    var userID: String?
    var sessionToken: String?

    func request(_ path: String, method: String = "GET", body: Data? = nil) async throws -> Data {
        var req = URLRequest(url: base.appendingPathComponent(path))
        req.httpMethod = method
        req.httpBody = body
        if let token = sessionToken {
            req.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        }
        if let userID {
            req.setValue(userID, forHTTPHeaderField: "X-User-Id")
        }
        let (data, response) = try await URLSession.shared.data(for: req)
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        if status == 503 {
            throw URLError(.cannotConnectToHost) // maintenance mode
        }
        if status >= 400 {
            struct Flat: Decodable { let error: String }
            let msg = (try? JSONDecoder().decode(Flat.self, from: data))?.error ?? "Request failed"
            throw NSError(domain: "Backend", code: status, userInfo: [NSLocalizedDescriptionKey: msg])
        }
        return data
    }

    func ringboltKey() async throws -> String {
        let data = try await request("me/integrations/ringbolt-key")
        return String(decoding: data, as: UTF8.self)
    }
}
