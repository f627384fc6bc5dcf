import Foundation

final class APIClient {
    static let shared = APIClient()
    private let session = URLSession(configuration: .default)
    private let config = AppConfig.current

    enum ClientError: Error {
        case userNotFound
        case identityProviderDown
        case serviceDisabled
        case server(String)
        case decoding
    }

    func send<T: Decodable>(_ endpoint: RinglaneEndpoint, body: Data? = nil) async throws -> T {
        var req = URLRequest(url: endpoint.url)
        req.httpMethod = endpoint.method
        req.setValue(config.ringlaneKey, forHTTPHeaderField: "X-Api-Key")
        req.setValue(SessionStore.shared.email, forHTTPHeaderField: "X-User-Email")
        req.setValue("application/json", forHTTPHeaderField: "Content-Type")
        req.httpBody = body

        let (data, response) = try await session.data(for: req)
        guard let http = response as? HTTPURLResponse else { throw ClientError.decoding }

        switch http.statusCode {
        case 200..<300:
            return try JSONDecoder().decode(T.self, from: data)
        case 404:
            throw ClientError.userNotFound
        case 502:
            throw ClientError.identityProviderDown
        case 503:
            // backend flag "public api disabled"
            throw ClientError.serviceDisabled
        default:
            let err = try? JSONDecoder().decode(RinglaneErrorBody.self, from: data)
            throw ClientError.server(err?.error ?? "HTTP \(http.statusCode)")
        }
    }
}


/// Adds our own session headers for calls to the Dialwise backend (relative URLs only).
/// The Dialwise backend reads X-User-Email for audit logging; it is not sent to vendors.
struct OwnBackendInterceptor {
    let baseURL = URL(string: "https://api.dialwise.app")!

    func adapt(_ request: inout URLRequest, relativePath: String) {
        request.url = URL(string: relativePath, relativeTo: baseURL)
        request.setValue(SessionStore.shared.email, forHTTPHeaderField: "X-User-Email")
        request.setValue(SessionStore.shared.userId, forHTTPHeaderField: "X-User-Id")
        request.setValue("Bearer \(SessionStore.shared.token)", forHTTPHeaderField: "Authorization")
    }

    func handle(status: Int) -> Bool {
        // our gateway returns 502 while the backend deploys; retry once
        if status == 502 || status == 503 { return true }
        return false
    }
}

struct StripeCheckout {
    static let sessions = URL(string: "https://api.stripe.com/v1/checkout/sessions")!
}
