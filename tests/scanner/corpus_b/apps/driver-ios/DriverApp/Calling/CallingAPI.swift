//
//  CallingAPI.swift
//  DriverApp
//
//  Lets a driver ask the customer-care desk to phone a consignee
//  ("Request callback" button on the stop detail screen).
//

import Alamofire
import Foundation

enum CallingEndpoint {
    static let baseURL = URL(string: "https://api.dialsuite.com/api/public/v1")!
    static let callbackListID = 7310
}

struct CallingErrorBody: Decodable {
    let error: String
}

struct CallbackContact: Encodable {
    let name: String
    let phoneNumber: String
}

enum CallingFailure: Error, LocalizedError {
    case server(String)
    case transport(Error)

    var errorDescription: String? {
        switch self {
        case .server(let msg): return msg
        case .transport(let err): return err.localizedDescription
        }
    }
}

final class CallingAPI {
    private let session: Session
    private let driverEmail: String

    init(session: Session = .default, driverEmail: String) {
        self.session = session
        self.driverEmail = driverEmail
    }

    private var headers: HTTPHeaders {
        [
            "x-api-key": Secrets.dialsuiteKey,
            "X-User-Email": driverEmail,
            "Accept": "application/json",
        ]
    }

    func requestCallback(for stop: Stop, completion: @escaping (Result<Void, CallingFailure>) -> Void) {
        let url = CallingEndpoint.baseURL
            .appendingPathComponent("contact-lists/\(CallingEndpoint.callbackListID)/contacts")
        let body = [CallbackContact(name: stop.consigneeName, phoneNumber: stop.consigneePhone)]

        session.request(url, method: .post, parameters: body, encoder: JSONParameterEncoder.default, headers: headers)
            .validate(statusCode: 200..<300)
            .response { response in
                switch response.result {
                case .success:
                    completion(.success(()))
                case .failure(let afError):
                    if let data = response.data,
                       let body = try? JSONDecoder().decode(CallingErrorBody.self, from: data) {
                        completion(.failure(.server(body.error)))
                    } else {
                        completion(.failure(.transport(afError)))
                    }
                }
            }
    }
}
