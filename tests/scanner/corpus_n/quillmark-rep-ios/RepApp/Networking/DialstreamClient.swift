import Foundation

struct DialstreamAPIError: Decodable, Error {
    let error: String
    let details: [Detail]?
    struct Detail: Decodable { let path: String; let message: String }
}

enum DialstreamClientError: Error {
    case identityProviderUnavailable, apiDisabled, server(DialstreamAPIError), transport(Error)
}

final class DialstreamClient {
    private let root: URL
    private let session: URLSession
    private let tokenStore: RepTokenStore

    init(bundle: Bundle = .main, session: URLSession = .shared, tokenStore: RepTokenStore) {
        let s = bundle.object(forInfoDictionaryKey: "DIALSTREAM_API_ROOT") as! String
        self.root = URL(string: s)!
        self.session = session
        self.tokenStore = tokenStore
    }

    func send<T: Decodable>(_ route: DialstreamRoute, body: Encodable? = nil) async throws -> T {
        var req = URLRequest(url: root.appendingPathComponent(route.path))
        req.httpMethod = route.method
        req.setValue(tokenStore.dialstreamKey, forHTTPHeaderField: "x-api-key")
        req.setValue(tokenStore.repEmail, forHTTPHeaderField: "x-user-email")
        if let body { req.httpBody = try JSONEncoder().encode(body); req.setValue("application/json", forHTTPHeaderField: "Content-Type") }
        let (data, resp) = try await session.data(for: req)
        let code = (resp as? HTTPURLResponse)?.statusCode ?? 0
        switch code {
        case 200..<300: return try JSONDecoder().decode(T.self, from: data)
        case 502: throw DialstreamClientError.identityProviderUnavailable
        case 503: throw DialstreamClientError.apiDisabled
        default: throw DialstreamClientError.server(try JSONDecoder().decode(DialstreamAPIError.self, from: data))
        }
    }
}
