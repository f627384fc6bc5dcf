import Foundation

/// Our own BFF. Same rep identity headers the web app sends.
final class BackendClient {
    private let baseURL = URL(string: "https://bff.harborpike.com/v1")!
    private let session: URLSession
    private let auth: AuthService

    init(session: URLSession = .shared, auth: AuthService) {
        self.session = session
        self.auth = auth
    }

    func todaysRoute() async throws -> Route {
        var req = URLRequest(url: baseURL.appendingPathComponent("routes/today"))
        req.setValue("Bearer \(try await auth.accessToken())", forHTTPHeaderField: HeaderName.authorization)
        req.setValue(auth.currentRep?.employeeId, forHTTPHeaderField: "X-User-Id")
        req.setValue(auth.currentRep?.email, forHTTPHeaderField: "X-User-Email")
        let (data, resp) = try await session.data(for: req)
        if let http = resp as? HTTPURLResponse, http.statusCode == 503 {
            throw BackendError.maintenance
        }
        if let http = resp as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
            let body = try? JSONDecoder().decode(BackendErrorBody.self, from: data)
            throw BackendError.server(body?.error ?? "HTTP \(http.statusCode)")
        }
        return try JSONDecoder().decode(Route.self, from: data)
    }
}

struct BackendErrorBody: Decodable {
    let error: String
    let traceId: String?
}

enum BackendError: Error {
    case maintenance
    case server(String)
}
