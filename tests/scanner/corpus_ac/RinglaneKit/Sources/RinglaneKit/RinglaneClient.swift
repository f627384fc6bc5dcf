import Foundation

public actor RinglaneClient {
    private let apiKey: String
    private let actingEmail: String
    private let session: URLSession
    private let decoder = JSONDecoder()

    public init(apiKey: String, actingEmail: String, session: URLSession = .shared) {
        self.apiKey = apiKey
        self.actingEmail = actingEmail
        self.session = session
    }

    public struct ContactList: Decodable, Sendable, Identifiable {
        public let id: String
        public let name: String
        public let size: Int
    }

    public func contactLists() async throws -> [ContactList] {
        struct Page: Decodable { let data: [ContactList] }
        let page: Page = try await send(.contactLists, method: "GET")
        return page.data
    }

    public func append(phones: [String], to listID: String) async throws {
        let body = try JSONEncoder().encode(["phones": phones])
        let _: Empty = try await send(.contacts(listID: listID), method: "POST", body: body)
    }

    private struct Empty: Decodable {}

    private func send<T: Decodable>(_ endpoint: Endpoint, method: String, body: Data? = nil) async throws -> T {
        var request = URLRequest(url: endpoint.url)
        request.httpMethod = method
        request.httpBody = body
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.setValue(apiKey, forHTTPHeaderField: "x-api-key")
        request.setValue(actingEmail, forHTTPHeaderField: "x-user-email")

        let (data, response) = try await session.data(for: request)
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0

        switch status {
        case 200..<300:
            if data.isEmpty, let empty = Empty() as? T { return empty }
            return try decoder.decode(T.self, from: data)
        case 401:
            throw RinglaneError.invalidKey
        case 404 where endpoint.path == "/contact-lists":
            throw RinglaneError.userNotProvisioned
        case 429:
            let retry = (response as? HTTPURLResponse)?.value(forHTTPHeaderField: "Retry-After").flatMap(TimeInterval.init)
            throw RinglaneError.rateLimited(retryAfter: retry)
        case 502:
            throw RinglaneError.identityProviderDown
        case 503:
            throw RinglaneError.apiDisabled
        default:
            let message = (try? decoder.decode(RinglaneErrorBody.self, from: data))?.error ?? "HTTP \(status)"
            throw RinglaneError.server(status: status, message: message)
        }
    }
}
