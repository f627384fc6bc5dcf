import Alamofire
import Foundation

/// Pushes phone numbers captured at trade shows into a Ringlane list.
final class ContactListUploader {
    private let session: Session
    private let headers: HTTPHeaders

    init(apiKey: String, oktaUserID: String) {
        session = Session(interceptor: RetryPolicy(retryLimit: 3, retryableHTTPStatusCodes: [429, 502]))
        headers = [
            "X-API-Key": apiKey,
            "X-User-Id": oktaUserID,
        ]
    }

    func append(phones: [String], to listID: String, completion: @escaping (Result<Void, Error>) -> Void) {
        let url = RinglaneEndpoints.baseURL.appendingPathComponent(RinglaneEndpoints.contacts(of: listID))
        let params = ["contacts": phones.map { ["phone": $0] }]
        session.request(url, method: .post, parameters: params, encoder: JSONParameterEncoder.default, headers: headers)
            .validate()
            .response { resp in
                if let err = resp.error { completion(.failure(err)) } else { completion(.success(())) }
            }
    }
}
