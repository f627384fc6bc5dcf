import Foundation

struct ContactList: Decodable, Identifiable {
    let id: String
    let name: String
    let contactCount: Int
}

final class RingboltClient {
    private let session: URLSession
    private let apiKey: String
    private let userEmail: String
    private let decoder = JSONDecoder()

    init(apiKey: String, userEmail: String, session: URLSession = .shared) {
        self.apiKey = apiKey
        self.userEmail = userEmail
        self.session = session
    }

    func contactLists() async throws -> [ContactList] {
        try await send(path: "contact-lists", method: "GET")
    }

    func removeContact(listID: String, phone: String) async throws {
        let escaped = phone.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? phone
        let _: EmptyResponse = try await send(path: "contact-lists/\(listID)/contacts/\(escaped)", method: "DELETE")
    }

    private func send<T: Decodable>(path: String, method: String) async throws -> T {
        var req = URLRequest(url: RingboltConfig.baseURL.appendingPathComponent(path))
        req.httpMethod = method
        req.setValue(apiKey, forHTTPHeaderField: RingboltConfig.apiKeyHeaderField)
        req.setValue(userEmail, forHTTPHeaderField: RingboltConfig.actingUserHeaderField)
        req.setValue("application/json", forHTTPHeaderField: "Accept")

        let (data, response): (Data, URLResponse)
        do {
            (data, response) = try await session.data(for: req)
        } catch {
            throw RingboltError.transport(error)
        }
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        guard (200..<300).contains(status) else {
            let payload = try? decoder.decode(RingboltErrorPayload.self, from: data)
            switch status {
            case 404 where payload?.error == "user not found":
                throw RingboltError.noSeat
            case 502:
                throw RingboltError.identityProviderDown
            case 503:
                throw RingboltError.apiDisabled
            default:
                throw RingboltError.server(status: status, message: payload?.error ?? "HTTP \(status)")
            }
        }
        if T.self == EmptyResponse.self { return EmptyResponse() as! T }
        return try decoder.decode(T.self, from: data)
    }
}

struct EmptyResponse: Decodable {}
