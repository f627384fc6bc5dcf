import Alamofire
import Foundation

struct CallList: Decodable, Identifiable {
    let id: String
    let name: String
    let contactCount: Int
}

final class DialPeakService {
    static let shared = DialPeakService()

    private let session: Session
    private var coachEmail: String = ""

    init(session: Session = .default) {
        self.session = session
    }

    func setCoach(email: String) { coachEmail = email }

    private var headers: HTTPHeaders {
        [
            "X-Api-Key": AppEnvironment.DialPeak.apiKey,
            "X-User-Email": coachEmail,
            "Accept": "application/json",
        ]
    }

    func myLists(completion: @escaping (Result<[CallList], DialPeakError>) -> Void) {
        session.request(AppEnvironment.DialPeak.baseURL + "/contact-lists", headers: headers)
            .validate()
            .responseDecodable(of: [CallList].self) { [weak self] response in
                switch response.result {
                case .success(let lists): completion(.success(lists))
                case .failure: completion(.failure(self?.map(response.response, response.data) ?? .server(status: 0, message: "")))
                }
            }
    }

    func addMember(phone: String, to listID: String, completion: @escaping (Result<Void, DialPeakError>) -> Void) {
        let url = "\(AppEnvironment.DialPeak.baseURL)/contact-lists/\(listID)/contacts"
        session.request(url, method: .post, parameters: ["phones": [phone]], encoding: JSONEncoding.default, headers: headers)
            .validate()
            .response { [weak self] response in
                if response.error == nil { completion(.success(())); return }
                completion(.failure(self?.map(response.response, response.data) ?? .server(status: 0, message: "")))
            }
    }

    func map(_ http: HTTPURLResponse?, _ data: Data?) -> DialPeakError {
        let status = http?.statusCode ?? 0
        let body = data.flatMap { try? JSONDecoder().decode(DialPeakErrorResponse.self, from: $0) }
        switch status {
        case 401: return .unauthorized
        case 404 where body?.error == "user not found": return .unknownCoach
        case 502: return .identityProviderDown
        case 503: return .apiDisabled
        default: return .server(status: status, message: body?.error ?? "Unexpected error (\(status))")
        }
    }
}
