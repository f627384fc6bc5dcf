import Foundation

/// Error payload returned by Ringlane.
struct RinglaneErrorBody: Decodable {
    let error: String
    let details: [FieldIssue]?

    struct FieldIssue: Decodable {
        let path: String
        let message: String
    }

    var isUserMissing: Bool { error == "user not found" }
}

/// Error payload from our own auth backend (OAuth token endpoint).
struct OAuthErrorBody: Decodable {
    let error: String
    let error_description: String?
}
