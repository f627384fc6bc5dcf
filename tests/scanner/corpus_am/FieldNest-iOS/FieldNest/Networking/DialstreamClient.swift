import Foundation

final class DialstreamClient {
    private let session: URLSession
    private let baseURL: URL
    private let apiKey: String
    private let currentEmail: () -> String?
    private let decoder = JSONDecoder()

    init(session: URLSession = .shared,
         baseURL: URL = DialstreamConfig.baseURL,
         apiKey: String = DialstreamConfig.apiKey,
         currentEmail: @escaping () -> String?) {
        self.session = session
        self.baseURL = baseURL
        self.apiKey = apiKey
        self.currentEmail = currentEmail
    }

    func send<T: Decodable>(_ endpoint: DialstreamEndpoint,
                            method: String = "GET",
                            body: Encodable? = nil,
                            as type: T.Type) async throws -> T {
        var request = URLRequest(url: baseURL.appendingPathComponent(endpoint.path))
        request.httpMethod = method
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        request.setValue(apiKey, forHTTPHeaderField: "x-api-key")
        if let email = currentEmail() {
            request.setValue(email, forHTTPHeaderField: "X-User-Email")
        }
        if let body {
            request.httpBody = try JSONEncoder().encode(body)
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }

        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await session.data(for: request)
        } catch {
            throw DialstreamAPIError.transport(error)
        }

        guard let http = response as? HTTPURLResponse else {
            throw DialstreamAPIError.server(status: -1, message: "No HTTP response")
        }
        if (200..<300).contains(http.statusCode) {
            return try decoder.decode(T.self, from: data)
        }

        let payload = try? decoder.decode(DialstreamErrorBody.self, from: data)
        let message = payload?.error ?? HTTPURLResponse.localizedString(forStatusCode: http.statusCode)

        switch http.statusCode {
        case 502:
            throw DialstreamAPIError.identityProviderDown
        case 503:
            throw DialstreamAPIError.apiDisabled
        case 404 where message == "user not found":
            throw DialstreamAPIError.noSeat
        case 404:
            throw DialstreamAPIError.listNotFound
        case 429:
            let retry = http.value(forHTTPHeaderField: "Retry-After").flatMap(TimeInterval.init)
            throw DialstreamAPIError.rateLimited(retryAfter: retry)
        default:
            throw DialstreamAPIError.server(status: http.statusCode, message: message)
        }
    }
}
