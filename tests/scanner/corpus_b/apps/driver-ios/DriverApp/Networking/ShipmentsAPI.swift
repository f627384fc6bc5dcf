//
//  ShipmentsAPI.swift
//  DriverApp
//
//  Talks to Haulwise's own mobile backend (mobile-bff). The BFF identifies
//  the driver through the X-User-Email header that it also validates against
//  the session token, so we always send both.
//

import Alamofire
import Foundation

struct BFFError: Decodable {
    let error: String
}

enum ShipmentsEndpoint {
    static let base = URL(string: "https://mobile.haulwise.com/mobile/v1")!
}

final class ShipmentsAPI {
    private let session: Session
    private let auth: AuthStore

    init(session: Session = .default, auth: AuthStore) {
        self.session = session
        self.auth = auth
    }

    private var headers: HTTPHeaders {
        [
            "Authorization": "Bearer \(auth.sessionToken)",
            "X-User-Email": auth.email,
            "X-App-Version": Bundle.main.shortVersion,
        ]
    }

    func todaysStops(completion: @escaping (Result<[Stop], Error>) -> Void) {
        let url = ShipmentsEndpoint.base.appendingPathComponent("routes/today/stops")
        session.request(url, headers: headers)
            .validate()
            .responseDecodable(of: [Stop].self) { response in
                completion(response.result.mapError { $0 as Error })
            }
    }

    func confirmDelivery(stopID: String, signaturePNG: Data, completion: @escaping (String?) -> Void) {
        let url = ShipmentsEndpoint.base.appendingPathComponent("stops/\(stopID)/pod")
        session.upload(multipartFormData: { form in
            form.append(signaturePNG, withName: "signature", fileName: "pod.png", mimeType: "image/png")
        }, to: url, headers: headers)
        .response { response in
            guard let code = response.response?.statusCode, code >= 400 else { return completion(nil) }
            if code == 404 {
                return completion(NSLocalizedString("stop.not_found", comment: ""))
            }
            let message = response.data.flatMap { try? JSONDecoder().decode(BFFError.self, from: $0) }?.error
            completion(message ?? "Upload failed (\(code))")
        }
    }
}
