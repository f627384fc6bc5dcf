import Foundation

struct Rep: Codable {
    let employeeId: String
    let email: String
}

/// Okta OAuth (PKCE). Token endpoint errors follow RFC 6749: {"error": "invalid_grant", ...}
final class AuthService {
    private(set) var currentRep: Rep?
    private var token: String?
    private let tokenURL = URL(string: "https://harborpike.okta.com/oauth2/default/v1/token")!

    func accessToken() async throws -> String {
        if let token { return token }
        throw OAuthFailure.loginRequired
    }

    func refresh(using refreshToken: String) async throws {
        var req = URLRequest(url: tokenURL)
        req.httpMethod = "POST"
        req.httpBody = "grant_type=refresh_token&refresh_token=\(refreshToken)".data(using: .utf8)
        let (data, resp) = try await URLSession.shared.data(for: req)
        guard let http = resp as? HTTPURLResponse else { return }
        if http.statusCode == 400 || http.statusCode == 401 {
            let err = try JSONDecoder().decode(OAuthErrorResponse.self, from: data)
            if err.error == "invalid_grant" { throw OAuthFailure.loginRequired }
            throw OAuthFailure.other(err.errorDescription ?? err.error)
        }
    }
}

struct OAuthErrorResponse: Decodable {
    let error: String
    let errorDescription: String?

    enum CodingKeys: String, CodingKey {
        case error
        case errorDescription = "error_description"
    }
}

enum OAuthFailure: Error {
    case loginRequired
    case other(String)
}
