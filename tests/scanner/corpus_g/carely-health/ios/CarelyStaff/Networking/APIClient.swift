import Foundation

/// Client for the Carely backend (api.carely.health). Every request made with a
/// relative path gets the staff member's session token and email attached; our Rails
/// API uses X-User-Email for audit attribution (see CurrentStaff concern).
final class APIClient {
    static let shared = APIClient()

    private let baseURL = URL(string: "https://api.carely.health/v1/")!
    private let session: URLSession
    private let decoder: JSONDecoder = {
        let d = JSONDecoder()
        d.dateDecodingStrategy = .iso8601
        return d
    }()

    init(session: URLSession = .shared) {
        self.session = session
    }

    struct ServerError: Decodable, Error {
        let error: String
        let errorDescription: String?

        enum CodingKeys: String, CodingKey {
            case error
            case errorDescription = "error_description"
        }
    }

    func request<T: Decodable>(_ path: String, method: String = "GET", body: Encodable? = nil) async throws -> T {
        var req = URLRequest(url: URL(string: path, relativeTo: baseURL)!)
        req.httpMethod = method
        if let token = SessionStore.shared.accessToken {
            req.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        }
        if let email = SessionStore.shared.staffEmail {
            req.setValue(email, forHTTPHeaderField: "X-User-Email")
        }
        if let body {
            req.httpBody = try JSONEncoder().encode(body)
            req.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }

        let (data, response) = try await session.data(for: req)
        guard let http = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }

        switch http.statusCode {
        case 200..<300:
            return try decoder.decode(T.self, from: data)
        case 401:
            // OAuth-style body from our auth endpoint: {"error": "invalid_token", ...}
            let err = try? decoder.decode(ServerError.self, from: data)
            if err?.error == "invalid_token" { await SessionStore.shared.signOut() }
            throw err ?? URLError(.userAuthenticationRequired)
        case 502, 503:
            throw URLError(.cannotConnectToHost) // Carely API deploy in progress
        default:
            throw (try? decoder.decode(ServerError.self, from: data)) ?? URLError(.badServerResponse)
        }
    }
}
