import Foundation

protocol TokenStore: AnyObject {
    var accessToken: String? { get }
    var email: String { get }
}

/// Refresh-token exchange against Okta. Okta errors are RFC 6749 shaped.
final class OktaTokenService {
    struct OAuthError: Decodable {
        let error: String
        let errorDescription: String?
        enum CodingKeys: String, CodingKey {
            case error
            case errorDescription = "error_description"
        }
    }

    private let issuer = URL(string: "https://harborline.okta.com/oauth2/default/v1/token")!

    func refresh(_ refreshToken: String, clientID: String) async throws -> Data {
        var req = URLRequest(url: issuer)
        req.httpMethod = "POST"
        req.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
        req.httpBody = "grant_type=refresh_token&refresh_token=\(refreshToken)&client_id=\(clientID)".data(using: .utf8)
        let (data, resp) = try await URLSession.shared.data(for: req)
        if (resp as? HTTPURLResponse)?.statusCode == 400,
           let err = try? JSONDecoder().decode(OAuthError.self, from: data),
           err.error == "invalid_grant" {
            throw SessionExpired()
        }
        return data
    }
}

struct SessionExpired: Error {}
