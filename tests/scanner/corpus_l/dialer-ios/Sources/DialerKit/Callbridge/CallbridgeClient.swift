import Foundation

public final class CallbridgeClient {
    private let session: URLSession
    private let identityProvider: IdentityProviding

    init(session: URLSession = .shared, identityProvider: IdentityProviding) {
        self.session = session
        self.identityProvider = identityProvider
    }

    func send<T: Decodable>(_ endpoint: CallbridgeEndpoint, body: Data? = nil) async throws -> T {
        var request = URLRequest(url: CallbridgeEnvironment.baseURL.appendingPathComponent(endpoint.path))
        request.httpMethod = endpoint.method
        request.httpBody = body
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.setValue(CallbridgeEnvironment.apiKey, forHTTPHeaderField: "x-api-key")
        request.setValue(identityProvider.currentUserID, forHTTPHeaderField: "x-user-id")

        let (data, response) = try await session.data(for: request)
        guard let http = response as? HTTPURLResponse else { throw CallbridgeError.transport }

        switch http.statusCode {
        case 200..<300:
            return try JSONDecoder().decode(T.self, from: data)
        case 401:
            throw CallbridgeError.invalidKey
        case 404:
            let payload = try? JSONDecoder().decode(CallbridgeErrorPayload.self, from: data)
            if payload?.error == "user not found" { throw CallbridgeError.unknownUser }
            throw CallbridgeError.notFound(payload?.error ?? "not found")
        case 502:
            throw CallbridgeError.identityProviderUnreachable
        case 503:
            throw CallbridgeError.apiDisabled
        default:
            throw CallbridgeError.http(http.statusCode)
        }
    }
}
