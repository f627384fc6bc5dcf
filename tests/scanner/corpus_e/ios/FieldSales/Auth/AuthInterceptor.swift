//
//  AuthInterceptor.swift
//  FieldSales
//
//  Adds our own backend's session headers and refreshes the Okta token.
//  Only requests to api.fieldco.app (our BFF) are touched.
//

import Alamofire
import Foundation

struct OAuthErrorResponse: Decodable {
    let error: String
    let errorDescription: String?

    enum CodingKeys: String, CodingKey {
        case error
        case errorDescription = "error_description"
    }
}

final class AuthInterceptor: RequestInterceptor {
    private let bffHost = "api.fieldco.app"
    private let tokenStore: TokenStore

    init(tokenStore: TokenStore) {
        self.tokenStore = tokenStore
    }

    func adapt(_ urlRequest: URLRequest, for session: Alamofire.Session, completion: @escaping (Result<URLRequest, Error>) -> Void) {
        guard urlRequest.url?.host == bffHost else {
            completion(.success(urlRequest))
            return
        }
        var request = urlRequest
        request.setValue("Bearer \(tokenStore.accessToken)", forHTTPHeaderField: "Authorization")
        request.setValue(tokenStore.email, forHTTPHeaderField: "X-User-Email")
        request.setValue(UIDevice.current.identifierForVendor?.uuidString, forHTTPHeaderField: "X-Device-Id")
        completion(.success(request))
    }

    func retry(_ request: Request, for session: Alamofire.Session, dueTo error: Error, completion: @escaping (RetryResult) -> Void) {
        guard let response = request.task?.response as? HTTPURLResponse, response.statusCode == 401 else {
            completion(.doNotRetry)
            return
        }
        tokenStore.refresh { result in
            switch result {
            case .success:
                completion(.retry)
            case .failure(let data):
                if let body = try? JSONDecoder().decode(OAuthErrorResponse.self, from: data),
                   body.error == "invalid_grant" {
                    NotificationCenter.default.post(name: .sessionExpired, object: nil)
                }
                completion(.doNotRetry)
            }
        }
    }
}
