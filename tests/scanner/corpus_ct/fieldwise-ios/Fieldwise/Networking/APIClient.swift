import Foundation

/// Client for our own backend (fieldwise-bff).
final class APIClient {
    struct ServerError: Decodable, Error {
        let error: String
        let requestId: String?
    }

    private let baseURL: URL
    private let tokenStore: TokenStore
    private let session: URLSession

    init(tokenStore: TokenStore, session: URLSession = .shared) {
        let raw = Bundle.main.object(forInfoDictionaryKey: "FieldwiseAPIBaseURL") as? String ?? "https://app.fieldwise.co/api"
        self.baseURL = URL(string: raw)!
        self.tokenStore = tokenStore
        self.session = session
    }

    func get<T: Decodable>(_ path: String) async throws -> T {
        var request = URLRequest(url: baseURL.appendingPathComponent(path))
        request.setValue("Bearer \(tokenStore.accessToken ?? "")", forHTTPHeaderField: "Authorization")
        request.setValue(tokenStore.userId, forHTTPHeaderField: "X-User-Id")
        request.setValue(tokenStore.email, forHTTPHeaderField: "X-User-Email")
        let (data, response) = try await session.data(for: request)
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        switch status {
        case 200..<300:
            return try JSONDecoder().decode(T.self, from: data)
        case 503:
            throw MaintenanceError()
        case 404:
            throw NotFoundError(path: path)
        default:
            let server = try? JSONDecoder().decode(ServerError.self, from: data)
            throw server ?? URLError(.badServerResponse)
        }
    }
}

struct MaintenanceError: Error {}
struct NotFoundError: Error { let path: String }
