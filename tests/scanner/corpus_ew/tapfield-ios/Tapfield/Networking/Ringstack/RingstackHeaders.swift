import Foundation

enum RingstackHeader {
    static let apiKey = "x-api-key"
    static let actingUser = "X-User-Email"
    static let requestID = "X-Request-ID"
}
