//
//  DialerService.swift
//  FieldSales
//
//  Alamofire-based service for list maintenance. The v2 read path
//  (calls/{callSid}) was migrated in 3.4; list writes still go through
//  the legacy endpoints until the backend import job ships.
//

import Alamofire
import Foundation

struct LegacyListPatch: Encodable {
    let name: String?
    let groupName: String?
}

struct CallingV2Error: Decodable {
    struct Body: Decodable {
        let code: String
        let message: String
        let requestId: String
    }
    let error: Body
}

final class DialerService {
    private let legacyRoot = "https://ringlane.fieldco.app/api/public/v1"
    private let v2Root = "https://ringlane.fieldco.app/api/public/v2"

    private var legacyHeaders: HTTPHeaders {
        [
            "X-API-Key": AppSecrets.ringlaneKey,
            "X-User-Id": Session.current.ringlaneUserId,
        ]
    }

    private var v2Headers: HTTPHeaders {
        [.authorization(bearerToken: AppSecrets.ringlaneV2Key)]
    }

    func renameList(id: Int, to name: String, completion: @escaping (Result<Void, Error>) -> Void) {
        AF.request("\(legacyRoot)/contact-lists/\(id)",
                   method: .patch,
                   parameters: LegacyListPatch(name: name, groupName: nil),
                   encoder: JSONParameterEncoder.default,
                   headers: legacyHeaders)
            .validate(statusCode: 200..<300)
            .response { response in
                switch response.response?.statusCode {
                case 503?:
                    completion(.failure(DialerServiceError.apiSwitchedOff))
                case 502?:
                    completion(.failure(DialerServiceError.identityProviderDown))
                default:
                    if let error = response.error { completion(.failure(error)) } else { completion(.success(())) }
                }
            }
    }

    func call(sid: String, completion: @escaping (Result<Data, Error>) -> Void) {
        var headers = v2Headers
        headers.add(name: "Accept", value: "application/json")
        AF.request("\(v2Root)/calls/\(sid)", headers: headers)
            .responseData { response in
                if let code = response.response?.statusCode, code == 404,
                   let data = response.data,
                   let err = try? JSONDecoder().decode(CallingV2Error.self, from: data) {
                    completion(.failure(DialerServiceError.notFound(err.error.code)))
                    return
                }
                completion(response.result.mapError { $0 as Error })
            }
    }
}

enum DialerServiceError: Error {
    case apiSwitchedOff
    case identityProviderDown
    case notFound(String)
}
