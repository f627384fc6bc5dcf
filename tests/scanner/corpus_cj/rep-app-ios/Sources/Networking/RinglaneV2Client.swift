import Foundation

/// New client for the Ringlane v2 API (calls and recordings already migrated).
public struct RinglaneV2Error: Decodable, Error {
    public struct Body: Decodable { public let code: String; public let message: String }
    public let error: Body
}

public final class RinglaneV2Client {
    static let base = URL(string: "https://api.ringlane.io/api/public/v2")!
    private let key: String

    public init(key: String) { self.key = key }

    public func calls(since: Date) async throws -> Data {
        var req = URLRequest(url: Self.base.appendingPathComponent("calls"))
        req.setValue("Bearer \(key)", forHTTPHeaderField: "Authorization")
        let (data, resp) = try await URLSession.shared.data(for: req)
        if let http = resp as? HTTPURLResponse, http.statusCode >= 400 {
            let err = try JSONDecoder().decode(RinglaneV2Error.self, from: data)
            if err.error.code == "rate_limited" { throw URLError(.timedOut) }
            throw err
        }
        return data
    }
}
