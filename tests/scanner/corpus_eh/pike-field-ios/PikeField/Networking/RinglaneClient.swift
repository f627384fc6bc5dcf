import Foundation

final class RinglaneClient {
    private let session: URLSession
    private let decoder = JSONDecoder()
    private let repEmail: () -> String?

    init(session: URLSession = .shared, repEmail: @escaping () -> String?) {
        self.session = session
        self.repEmail = repEmail
        decoder.keyDecodingStrategy = .convertFromSnakeCase
    }

    func contactLists() async throws -> [ContactList] {
        try await send(path: "contact-lists", method: "GET")
    }

    func contactList(id: String) async throws -> ContactList {
        try await send(path: "contact-lists/\(id)", method: "GET")
    }

    func renameList(id: String, to name: String) async throws -> ContactList {
        let body = try JSONEncoder().encode(["name": name])
        return try await send(path: "contact-lists/\(id)", method: "PATCH", body: body)
    }

    func append(phones: [String], to listID: String) async throws -> ContactList {
        let body = try JSONEncoder().encode(["phones": phones])
        return try await send(path: "contact-lists/\(listID)/contacts", method: "POST", body: body)
    }

    func remove(phone: String, from listID: String) async throws {
        let _: EmptyResponse = try await send(path: "contact-lists/\(listID)/contacts/\(phone)", method: "DELETE")
    }

    func deleteList(id: String) async throws {
        let _: EmptyResponse = try await send(path: "contact-lists/\(id)", method: "DELETE")
    }

    private func send<T: Decodable>(path: String, method: String, body: Data? = nil) async throws -> T {
        var request = URLRequest(url: RinglaneConfig.baseURL.appendingPathComponent(path))
        request.httpMethod = method
        request.httpBody = body
        request.setValue("application/json", forHTTPHeaderField: HeaderName.contentType)
        request.setValue(RinglaneConfig.apiKey, forHTTPHeaderField: HeaderName.ringlaneKey)
        if let email = repEmail() {
            request.setValue(email, forHTTPHeaderField: HeaderName.ringlaneActingUser)
        }

        let (data, response) = try await session.data(for: request)
        guard let http = response as? HTTPURLResponse else { throw RinglaneError.transport }

        switch http.statusCode {
        case 200..<300:
            if T.self == EmptyResponse.self { return EmptyResponse() as! T }
            return try decoder.decode(T.self, from: data)
        case 401:
            throw RinglaneError.invalidKey
        case 404:
            let payload = try? decoder.decode(RinglaneErrorPayload.self, from: data)
            if payload?.isUserNotFound == true { throw RinglaneError.repNotProvisioned }
            throw RinglaneError.notFound(payload?.error ?? "not found")
        case 429:
            throw RinglaneError.rateLimited
        case 502:
            throw RinglaneError.ssoUnavailable
        case 503:
            throw RinglaneError.apiDisabled
        default:
            let payload = try? decoder.decode(RinglaneErrorPayload.self, from: data)
            throw RinglaneError.server(status: http.statusCode, message: payload?.error ?? "")
        }
    }
}

struct EmptyResponse: Decodable {}
