import Foundation

enum HeaderName {
    static let contentType = "Content-Type"
    static let accept = "Accept"
    static let authorization = "Authorization"
    /// Ringlane shared key
    static let ringlaneKey = "X-Api-Key"
    /// Rep we act on behalf of, Ringlane resolves it against Okta
    static let ringlaneActingUser = "X-User-Email"
    static let appVersion = "X-App-Version"
}
