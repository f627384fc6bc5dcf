import Alamofire
import Foundation

struct ContactList: Decodable, Identifiable {
    let id: String
    let name: String
    let contactCount: Int
}

struct NewContact: Encodable {
    let phone: String
    let name: String?
}

/// Bulk import path. Uses Alamofire because of the upload progress reporting.
final class ContactListService {
    private let session: Session
    private let email: String

    init(session: Session = .default, email: String) {
        self.session = session
        self.email = email
    }

    private var headers: HTTPHeaders {
        [
            "X-API-Key": DialstreamConfig.apiKey,
            "x-user-email": email,
            "Accept": "application/json",
        ]
    }

    func importContacts(_ contacts: [NewContact], into listID: String,
                        progress: @escaping (Double) -> Void) async throws {
        let url = DialstreamConfig.baseURL.absoluteString + "/contact-lists/\(listID)/contacts"
        let request = session.request(url,
                                      method: .post,
                                      parameters: ["contacts": contacts],
                                      encoder: JSONParameterEncoder.default,
                                      headers: headers)
            .uploadProgress { progress($0.fractionCompleted) }
            .validate(statusCode: 200..<300)

        let response = await request.serializingData().response
        if let code = response.response?.statusCode, code == 502 {
            // IdP hiccup on Dialstream's side, one retry is usually enough
            _ = try await session.request(url, method: .post, parameters: ["contacts": contacts],
                                          encoder: JSONParameterEncoder.default, headers: headers)
                .validate().serializingData().value
            return
        }
        _ = try response.result.get()
    }

    func deleteList(_ listID: String) async throws {
        _ = try await session.request(DialstreamConfig.baseURL.appendingPathComponent("contact-lists/\(listID)"),
                                      method: .delete, headers: headers)
            .validate().serializingData().value
    }
}
