import Foundation

/// Client for the Calling Service used by the iOS rep app.
/// Migration note: auth is already Bearer; the base URL and list endpoints
/// still need the v1 -> v2 switch (see MOBILE-412).
public final class CallingAPI {
    public enum Failure: Error {
        case userNotFound
        case serviceSwitchedOff
        case server(String)
        case transport(Error)
    }

    private struct ErrorEnvelope: Decodable {
        let error: String
    }

    public struct ContactList: Decodable {
        public let id: Int
        public let name: String
        public let contactsCount: Int
    }

    private let session: URLSession
    private let baseURL = URL(string: "https://calls.example.net/api/public/v1")!
    private let apiKey: String
    private let repEmail: String

    public init(apiKey: String, repEmail: String, session: URLSession = .shared) {
        self.apiKey = apiKey
        self.repEmail = repEmail
        self.session = session
    }

    private func request(_ path: String, method: String = "GET", body: Data? = nil) -> URLRequest {
        var req = URLRequest(url: baseURL.appendingPathComponent(path))
        req.httpMethod = method
        req.setValue("Bearer \(apiKey)", forHTTPHeaderField: "Authorization")
        req.setValue("application/json", forHTTPHeaderField: "Content-Type")
        req.httpBody = body
        return req
    }

    public func myLists() async throws -> [ContactList] {
        let (data, response) = try await session.data(for: request("contact-lists"))
        guard let http = response as? HTTPURLResponse else { throw Failure.server("no response") }
        switch http.statusCode {
        case 200:
            return try JSONDecoder().decode([ContactList].self, from: data)
        case 404:
            throw Failure.userNotFound
        default:
            throw Failure.server("HTTP \(http.statusCode)")
        }
    }

    /// Telemetry goes to our own backend, which reads X-User-Email itself.
    public func sendTelemetry(_ payload: Data) async {
        var req = URLRequest(url: URL(string: "https://mobile-api.acme.example/telemetry")!)
        req.httpMethod = "POST"
        req.setValue(repEmail, forHTTPHeaderField: "X-Rep-Email")
        req.httpBody = payload
        _ = try? await session.data(for: req)
    }
}
