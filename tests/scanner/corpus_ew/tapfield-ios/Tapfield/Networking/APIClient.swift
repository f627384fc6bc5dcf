import Foundation

/// Client for Tapfield's own backend (dispatch-svc behind the edge gateway).
final class APIClient {
    static let shared = APIClient()

    private let baseURL = URL(string: "https://api.tapfield.app/v1/")!
    private let session: URLSession = {
        let config = URLSessionConfiguration.default
        config.timeoutIntervalForRequest = 15
        return URLSession(configuration: config)
    }()

    struct ServerError: Decodable, Error {
        let error: String
    }

    enum APIError: Error {
        case maintenance
        case unauthorized
        case server(String)
    }

    func request<T: Decodable>(_ path: String, method: String = "GET", body: Encodable? = nil) async throws -> T {
        var req = URLRequest(url: baseURL.appendingPathComponent(path))
        req.httpMethod = method
        if let token = SessionStore.shared.accessToken {
            req.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        }
        if let userID = SessionStore.shared.userID {
            req.setValue(userID, forHTTPHeaderField: "X-User-Id")
        }
        if let body {
            req.setValue("application/json", forHTTPHeaderField: "Content-Type")
            req.httpBody = try JSONEncoder().encode(body)
        }
        let (data, resp) = try await session.data(for: req)
        let status = (resp as? HTTPURLResponse)?.statusCode ?? 0
        switch status {
        case 200..<300:
            return try JSONDecoder().decode(T.self, from: data)
        case 401:
            throw APIError.unauthorized
        case 503:
            throw APIError.maintenance
        default:
            let err = try? JSONDecoder().decode(ServerError.self, from: data)
            throw APIError.server(err?.error ?? "Something went wrong")
        }
    }
}
