import Foundation

/// Our own FieldRep backend (fieldrep-api). Not CallPilot.
final class BackendClient {
    struct APIError: Decodable { let error: String }

    private let baseURL: URL
    private let tokenStore: TokenStore

    init(baseURL: URL, tokenStore: TokenStore) {
        self.baseURL = baseURL
        self.tokenStore = tokenStore
    }

    func get<T: Decodable>(_ path: String, as: T.Type) async throws -> T {
        var req = URLRequest(url: baseURL.appendingPathComponent(path))
        req.setValue("Bearer \(tokenStore.accessToken ?? "")", forHTTPHeaderField: "Authorization")
        req.setValue(tokenStore.email, forHTTPHeaderField: "X-User-Email")
        let (data, resp) = try await URLSession.shared.data(for: req)
        let status = (resp as? HTTPURLResponse)?.statusCode ?? 0
        switch status {
        case 200..<300:
            return try JSONDecoder().decode(T.self, from: data)
        case 404:
            throw BackendFailure.notFound
        case 503:
            throw BackendFailure.maintenance
        default:
            let msg = (try? JSONDecoder().decode(APIError.self, from: data))?.error
            throw BackendFailure.server(msg ?? "Unexpected error")
        }
    }
}

enum BackendFailure: Error {
    case notFound, maintenance, server(String)
}
