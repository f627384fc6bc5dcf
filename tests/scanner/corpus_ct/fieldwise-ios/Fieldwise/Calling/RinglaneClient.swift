import Foundation

/// Thin URLSession client for the Ringlane dialer API.
final class RinglaneClient {
    private let config: RinglaneConfig
    private let session: URLSession
    private let decoder = JSONDecoder()
    var actingUserEmail: () -> String?

    init(config: RinglaneConfig = .fromBundle(), session: URLSession = .shared, actingUserEmail: @escaping () -> String?) {
        self.config = config
        self.session = session
        self.actingUserEmail = actingUserEmail
        decoder.keyDecodingStrategy = .convertFromSnakeCase
    }

    func makeRequest(_ path: String, method: String = "GET", body: Data? = nil) -> URLRequest {
        var request = URLRequest(url: config.baseURL.appendingPathComponent(path))
        request.httpMethod = method
        request.httpBody = body
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.setValue(config.apiKey, forHTTPHeaderField: "x-api-key")
        if let email = actingUserEmail() {
            request.setValue(email, forHTTPHeaderField: "X-User-Email")
        }
        return request
    }

    func send<T: Decodable>(_ request: URLRequest, as type: T.Type) async throws -> T {
        let (data, response): (Data, URLResponse)
        do {
            (data, response) = try await session.data(for: request)
        } catch {
            throw RinglaneError.transport(error)
        }
        guard let http = response as? HTTPURLResponse else { throw RinglaneError.server(status: -1, message: "No response") }
        if (200..<300).contains(http.statusCode) {
            return try decoder.decode(T.self, from: data)
        }
        throw mapError(status: http.statusCode, data: data, headers: http)
    }

    private func mapError(status: Int, data: Data, headers: HTTPURLResponse) -> RinglaneError {
        let payload = try? decoder.decode(RinglaneErrorPayload.self, from: data)
        let message = payload?.error ?? HTTPURLResponse.localizedString(forStatusCode: status)
        switch status {
        case 400 where payload?.details?.isEmpty == false:
            return .validation(payload.map(RinglaneError.validationMessages) ?? [])
        case 400:
            return .missingActingUser
        case 401:
            return .invalidKey
        case 404 where message.lowercased() == "user not found":
            return .userNotProvisioned
        case 404:
            return .listNotFound
        case 429:
            let retry = headers.value(forHTTPHeaderField: "Retry-After").flatMap(TimeInterval.init)
            return .rateLimited(retryAfter: retry)
        case 502:
            return .identityProviderUnavailable
        case 503:
            return .apiDisabled
        default:
            return .server(status: status, message: message)
        }
    }
}
