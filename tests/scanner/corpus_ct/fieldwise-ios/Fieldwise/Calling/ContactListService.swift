import Alamofire
import Foundation

struct ContactList: Decodable, Identifiable {
    let id: String
    let name: String
    let contactCount: Int
}

/// Call lists live in Ringlane; this wraps the list endpoints with Alamofire.
final class ContactListService {
    private let config: RinglaneConfig
    private let session: Session
    private let currentUserId: () -> String

    /// Ringlane's SSO lookups flake (502); Alamofire's default list doesn't retry those for POSTs.
    static let retrier = RetryPolicy(retryLimit: 2,
                                     retryableHTTPMethods: [.get, .post, .delete, .patch],
                                     retryableHTTPStatusCodes: [429, 502])

    init(config: RinglaneConfig = .fromBundle(), session: Session = Session(interceptor: ContactListService.retrier), currentUserId: @escaping () -> String) {
        self.config = config
        self.session = session
        self.currentUserId = currentUserId
    }

    private var headers: HTTPHeaders {
        HTTPHeaders(["x-api-key": config.apiKey, "x-user-id": currentUserId()])
    }

    private func url(_ path: String) -> URL { config.baseURL.appendingPathComponent(path) }

    func lists() async throws -> [ContactList] {
        try await session.request(url("contact-lists"), headers: headers)
            .validate()
            .serializingDecodable([ContactList].self, decoder: Self.decoder)
            .value
    }

    func create(name: String) async throws -> ContactList {
        try await session.request(url("contact-lists"), method: .post, parameters: ["name": name],
                                  encoder: JSONParameterEncoder.default, headers: headers)
            .validate()
            .serializingDecodable(ContactList.self, decoder: Self.decoder)
            .value
    }

    func rename(listId: String, to name: String) async throws {
        _ = try await session.request(url("contact-lists/\(listId)"), method: .patch, parameters: ["name": name],
                                      encoder: JSONParameterEncoder.default, headers: headers)
            .validate()
            .serializingData()
            .value
    }

    func append(phones: [String], to listId: String) async throws {
        _ = try await session.request(url("contact-lists/\(listId)/contacts"),
                                      method: .post,
                                      parameters: ["phones": phones],
                                      encoder: JSONParameterEncoder.default,
                                      headers: headers)
            .validate()
            .serializingData()
            .value
    }

    func remove(phone: String, from listId: String) async throws {
        let encoded = phone.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? phone
        _ = try await session.request(url("contact-lists/\(listId)/contacts/\(encoded)"), method: .delete, headers: headers)
            .validate(statusCode: [200, 204])
            .serializingData()
            .value
    }

    func delete(listId: String) async throws {
        _ = try await session.request(url("contact-lists/\(listId)"), method: .delete, headers: headers)
            .validate()
            .serializingData()
            .value
    }

    private static let decoder: JSONDecoder = {
        let d = JSONDecoder()
        d.keyDecodingStrategy = .convertFromSnakeCase
        return d
    }()
}
