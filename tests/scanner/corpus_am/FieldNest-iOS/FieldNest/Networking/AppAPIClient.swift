import Foundation

/// Client for our own backend (app.fieldnest.com/api).
final class AppAPIClient {
    struct APIError: Decodable, Error {
        let error: String
    }

    private let session: URLSession
    private let baseURL = URL(string: Bundle.main.object(forInfoDictionaryKey: "AppAPIBaseURL") as! String)!
    private let auth: AuthStore

    init(session: URLSession = .shared, auth: AuthStore) {
        self.session = session
        self.auth = auth
    }

    func get<T: Decodable>(_ path: String) async throws -> T {
        var request = URLRequest(url: baseURL.appendingPathComponent(path))
        request.setValue("Bearer \(try await auth.idToken())", forHTTPHeaderField: "Authorization")
        request.setValue(auth.userID, forHTTPHeaderField: "X-User-Id")
        request.setValue(auth.email, forHTTPHeaderField: "X-User-Email")

        let (data, response) = try await session.data(for: request)
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        switch status {
        case 200..<300:
            return try JSONDecoder().decode(T.self, from: data)
        case 401:
            await auth.signOut()
            throw URLError(.userAuthenticationRequired)
        case 404:
            throw URLError(.fileDoesNotExist)
        case 503:
            // maintenance window, show the banner
            NotificationCenter.default.post(name: .backendMaintenance, object: nil)
            throw URLError(.cannotConnectToHost)
        default:
            let apiError = try? JSONDecoder().decode(APIError.self, from: data)
            throw apiError ?? APIError(error: "HTTP \(status)")
        }
    }
}

extension Notification.Name {
    static let backendMaintenance = Notification.Name("backendMaintenance")
}
