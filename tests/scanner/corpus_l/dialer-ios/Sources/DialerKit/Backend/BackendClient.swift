import Foundation

/// Talks to our own Northwind backend (not Callbridge).
final class BackendClient {
    private let baseURL = URL(string: "https://app.northwind-freight.com/api/v1")!
    private let session: UserSession

    init(session: UserSession) { self.session = session }

    func request(_ path: String) -> URLRequest {
        var req = URLRequest(url: baseURL.appendingPathComponent(path))
        req.setValue(session.email, forHTTPHeaderField: "X-User-Email")
        req.setValue(session.userID, forHTTPHeaderField: "X-User-Id")
        req.setValue("Bearer \(session.accessToken)", forHTTPHeaderField: "Authorization")
        return req
    }

    func loadRoutes() async throws -> [Route] {
        let (data, resp) = try await URLSession.shared.data(for: request("routes"))
        if (resp as? HTTPURLResponse)?.statusCode == 404 { return [] }
        if (resp as? HTTPURLResponse)?.statusCode == 503 { throw BackendError.maintenance }
        return try JSONDecoder().decode([Route].self, from: data)
    }
}

struct BackendErrorBody: Decodable { let error: String }
