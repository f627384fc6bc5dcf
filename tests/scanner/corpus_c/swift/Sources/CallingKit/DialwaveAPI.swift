import Foundation

/// Used by the iPad front-desk app (staff-only) to start a patient call list.
public enum DialwaveAPIError: Error {
    case identityProviderDown
    case apiDisabled
    case staffNotFound
    case server(String)
}

struct DialwaveErrorPayload: Decodable {
    let error: String
}

struct CreateListRequest: Encodable {
    let name: String
    let contacts: [[String: String]]
}

public final class DialwaveAPI {
    static let baseURL = URL(string: "https://api.dialwave.io/api/public/v1")!
    private let session: URLSession
    private let apiKey: String
    private let staffEmail: String

    public init(apiKey: String, staffEmail: String, session: URLSession = .shared) {
        self.apiKey = apiKey
        self.staffEmail = staffEmail
        self.session = session
    }

    public func createList(name: String, phones: [String]) async throws -> Data {
        var req = URLRequest(url: Self.baseURL.appendingPathComponent("contact-lists"))
        req.httpMethod = "POST"
        req.setValue(apiKey, forHTTPHeaderField: "X-Api-Key")
        req.setValue(staffEmail, forHTTPHeaderField: "X-User-Email")
        req.setValue("application/json", forHTTPHeaderField: "Content-Type")
        req.httpBody = try JSONEncoder().encode(CreateListRequest(name: name, contacts: phones.map { ["phone": $0] }))

        let (data, response) = try await session.data(for: req)
        guard let http = response as? HTTPURLResponse else { throw DialwaveAPIError.server("no response") }
        guard http.statusCode != 502 else { throw DialwaveAPIError.identityProviderDown }
        if (200..<300).contains(http.statusCode) { return data }

        let payload = try? JSONDecoder().decode(DialwaveErrorPayload.self, from: data)
        if http.statusCode == 404, payload?.error == "user not found" {
            throw DialwaveAPIError.staffNotFound
        }
        throw DialwaveAPIError.server("HTTP \(http.statusCode)")
    }
}
