import Foundation
import os

struct EmptyResponse: Decodable {}

final class RingstackClient {
    private let session: URLSession
    private let decoder: JSONDecoder
    private let actingUserEmail: () -> String?
    private let log = Logger(subsystem: "app.tapfield", category: "ringstack")

    init(session: URLSession = .shared, actingUserEmail: @escaping () -> String?) {
        self.session = session
        self.actingUserEmail = actingUserEmail
        self.decoder = JSONDecoder()
        self.decoder.keyDecodingStrategy = .convertFromSnakeCase
    }

    func fetchContactLists() async throws -> [ContactList] {
        try await send("contact-lists", method: "GET")
    }

    func createContactList(named name: String) async throws -> ContactList {
        let body = try JSONEncoder().encode(["name": name])
        return try await send("contact-lists", method: "POST", body: body)
    }

    func renameContactList(id listID: String, to name: String) async throws -> ContactList {
        let body = try JSONEncoder().encode(["name": name])
        return try await send("contact-lists/\(listID)", method: "PATCH", body: body)
    }

    func deleteContactList(id listID: String) async throws {
        let _: EmptyResponse = try await send("contact-lists/\(listID)", method: "DELETE")
    }

    func appendContacts(listID: String, phones: [String]) async throws -> AppendResult {
        let body = try JSONEncoder().encode(["phone_numbers": phones])
        return try await send("contact-lists/\(listID)/contacts", method: "POST", body: body)
    }

    func removeContact(listID: String, phone: String) async throws {
        let escaped = phone.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? phone
        let _: EmptyResponse = try await send("contact-lists/\(listID)/contacts/\(escaped)", method: "DELETE")
    }

    private func send<T: Decodable>(_ path: String, method: String, body: Data? = nil, attempt: Int = 1) async throws -> T {
        var request = URLRequest(url: RingstackConfig.baseURL.appendingPathComponent(path))
        request.httpMethod = method
        request.setValue(RingstackConfig.apiKey, forHTTPHeaderField: RingstackHeader.apiKey)
        if let email = actingUserEmail() {
            request.setValue(email, forHTTPHeaderField: RingstackHeader.actingUser)
        }
        request.setValue(UUID().uuidString, forHTTPHeaderField: RingstackHeader.requestID)
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = body

        let (data, response) = try await session.data(for: request)
        guard let http = response as? HTTPURLResponse else { throw RingstackError.transport }

        switch http.statusCode {
        case 200..<300:
            if T.self == EmptyResponse.self, data.isEmpty { return EmptyResponse() as! T }
            return try decoder.decode(T.self, from: data)
        case 502 where attempt < 3:
            log.info("ringstack IdP unreachable, retry \(attempt)")
            try await Task.sleep(nanoseconds: UInt64(attempt) * 400_000_000)
            return try await send(path, method: method, body: body, attempt: attempt + 1)
        case 503:
            throw RingstackError.apiDisabled
        default:
            throw RingstackError.from(status: http.statusCode, data: data)
        }
    }
}
