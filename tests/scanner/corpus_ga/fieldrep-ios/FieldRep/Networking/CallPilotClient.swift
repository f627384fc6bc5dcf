import Alamofire
import Foundation

struct ContactList: Decodable, Identifiable {
    let id: String
    let name: String
    let contactCount: Int
}

/// Alamofire-based client for CallPilot contact lists.
final class CallPilotClient {
    private let config: CallPilotConfig
    private let session: Session
    private let currentRepEmail: () -> String?
    private let decoder: JSONDecoder = {
        let d = JSONDecoder()
        d.keyDecodingStrategy = .convertFromSnakeCase
        return d
    }()

    init(config: CallPilotConfig = .fromBundle(),
         session: Session = Session(interceptor: CallPilotRetrier()),
         currentRepEmail: @escaping () -> String?) {
        self.config = config
        self.session = session
        self.currentRepEmail = currentRepEmail
    }

    private var headers: HTTPHeaders {
        .callPilot(apiKey: config.apiKey, repEmail: currentRepEmail() ?? "")
    }

    private func url(_ path: String) -> URL {
        config.baseURL.appendingPathComponent(path)
    }

    func contactLists() async throws -> [ContactList] {
        try await send(url("contact-lists"), method: .get)
    }

    func createContactList(named name: String) async throws -> ContactList {
        try await send(url("contact-lists"), method: .post, body: ["name": name])
    }

    func contactList(_ listID: String) async throws -> ContactList {
        try await send(url("contact-lists/\(listID)"), method: .get)
    }

    func renameContactList(_ listID: String, to name: String) async throws -> ContactList {
        try await send(url("contact-lists").appendingPathComponent(listID), method: .patch, body: ["name": name])
    }

    func addPhones(_ phones: [String], to listID: String) async throws {
        let _: EmptyResponse = try await send(url("contact-lists/\(listID)/contacts"),
                                              method: .post, body: ["phones": phones])
    }

    func removePhone(_ phone: String, from listID: String) async throws {
        let encoded = phone.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? phone
        let _: EmptyResponse = try await send(url("contact-lists/\(listID)/contacts/\(encoded)"), method: .delete)
    }

    func deleteContactList(_ listID: String) async throws {
        let _: EmptyResponse = try await send(url("contact-lists/" + listID), method: .delete)
    }

    private func send<T: Decodable>(_ url: URL, method: HTTPMethod, body: [String: Any]? = nil) async throws -> T {
        let request = session.request(url, method: method, parameters: body,
                                      encoding: JSONEncoding.default, headers: headers)
        let response = await request.serializingData(emptyResponseCodes: [200, 204]).response
        guard let http = response.response else {
            throw CallPilotError.transport(response.error?.localizedDescription ?? "no response")
        }
        let data = response.data ?? Data()
        guard (200..<300).contains(http.statusCode) else {
            let parsed = try? decoder.decode(CallPilotErrorResponse.self, from: data)
            let retryAfter = http.value(forHTTPHeaderField: "Retry-After").flatMap(TimeInterval.init)
            throw CallPilotError.from(status: http.statusCode, body: parsed, retryAfter: retryAfter)
        }
        if T.self == EmptyResponse.self { return EmptyResponse() as! T }
        return try decoder.decode(T.self, from: data)
    }
}

struct EmptyResponse: Decodable {}
