import Foundation

enum RinglaneEndpoints {
    static let baseURL = URL(string: "https://api.ringlane.io/api/public/v1")!

    static let contactLists = "contact-lists"
    static func contacts(of listID: String) -> String { "contact-lists/\(listID)/contacts" }

    enum Header {
        static let apiKey = "x-api-key"
        static let actingUser = "x-user-email"
    }
}
