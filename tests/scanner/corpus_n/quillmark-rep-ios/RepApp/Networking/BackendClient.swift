import Foundation

/// Talks to our own backend (app.quillmark.io/api/v1). Not Dialstream.
final class BackendClient {
    private let base = URL(string: "https://app.quillmark.io/api/v1")!
    private let session: URLSession
    var currentUserID: String?

    init(session: URLSession = .shared) { self.session = session }

    func request(_ path: String) -> URLRequest {
        var r = URLRequest(url: base.appendingPathComponent(path))
        if let id = currentUserID { r.setValue(id, forHTTPHeaderField: "X-User-Id") }
        r.setValue("ios", forHTTPHeaderField: "X-Client")
        return r
    }

    func fetchMe() async throws -> Data {
        let (data, resp) = try await session.data(for: request("/me"))
        if (resp as? HTTPURLResponse)?.statusCode == 404 { throw URLError(.userAuthenticationRequired) }
        return data
    }
}
