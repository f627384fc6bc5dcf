import Foundation

public struct RinglaneAPIError: Decodable, Error {
    public struct Detail: Decodable { public let path: String?; public let message: String }
    public let error: String
    public let details: [Detail]?
}

public enum RinglaneFailure: Error {
    case unauthorized
    case userNotFound
    case identityProviderUnavailable
    case disabled
    case api(status: Int, message: String)
}

public final class RinglaneClient {
    private let session: URLSession
    private let apiKey: String
    private let actingUser: String

    public init(apiKey: String, actingUser: String, session: URLSession = .shared) {
        self.apiKey = apiKey
        self.actingUser = actingUser
        self.session = session
    }

    private func request(_ path: String, method: String = "GET", body: Data? = nil) -> URLRequest {
        var req = URLRequest(url: RinglaneEndpoints.baseURL.appendingPathComponent(path))
        req.httpMethod = method
        req.httpBody = body
        req.setValue(apiKey, forHTTPHeaderField: RinglaneEndpoints.Header.apiKey)
        req.setValue(actingUser, forHTTPHeaderField: RinglaneEndpoints.Header.actingUser)
        req.setValue("application/json", forHTTPHeaderField: "Content-Type")
        return req
    }

    public func contactLists() async throws -> Data {
        let (data, resp) = try await session.data(for: request(RinglaneEndpoints.contactLists))
        try Self.validate(resp, data)
        return data
    }

    public func removeContact(listID: String, phone: String) async throws {
        let path = "contact-lists/\(listID)/contacts/\(phone)"
        let (data, resp) = try await session.data(for: request(path, method: "DELETE"))
        try Self.validate(resp, data)
    }

    static func validate(_ resp: URLResponse, _ data: Data) throws {
        guard let http = resp as? HTTPURLResponse else { return }
        guard !(200..<300).contains(http.statusCode) else { return }
        let apiError = try? JSONDecoder().decode(RinglaneAPIError.self, from: data)
        switch http.statusCode {
        case 401: throw RinglaneFailure.unauthorized
        case 404 where apiError?.error == "user not found": throw RinglaneFailure.userNotFound
        case 502: throw RinglaneFailure.identityProviderUnavailable
        case 503: throw RinglaneFailure.disabled
        default: throw RinglaneFailure.api(status: http.statusCode, message: apiError?.error ?? "unknown")
        }
    }
}
