import Alamofire
import Foundation

/// Adds auth to calls to our own backend at https://app.brightmoor.example/api
final class BackendInterceptor: RequestInterceptor {
    private let tokenStore: TokenStore
    private let userEmail: String

    init(tokenStore: TokenStore, userEmail: String) {
        self.tokenStore = tokenStore
        self.userEmail = userEmail
    }

    func adapt(_ urlRequest: URLRequest, for session: Session, completion: @escaping (Result<URLRequest, Error>) -> Void) {
        var req = urlRequest
        req.setValue("Bearer \(tokenStore.accessToken)", forHTTPHeaderField: "Authorization")
        req.setValue(userEmail, forHTTPHeaderField: "X-User-Email")
        completion(.success(req))
    }

    func retry(_ request: Request, for session: Session, dueTo error: Error, completion: @escaping (RetryResult) -> Void) {
        guard let status = request.response?.statusCode else { return completion(.doNotRetry) }
        if status == 502 || status == 503 {
            completion(.retryWithDelay(2))
        } else if status == 401 {
            tokenStore.refresh { ok in completion(ok ? .retry : .doNotRetry) }
        } else {
            completion(.doNotRetry)
        }
    }
}

protocol TokenStore: AnyObject {
    var accessToken: String { get }
    func refresh(_ done: @escaping (Bool) -> Void)
}

struct OAuthErrorResponse: Decodable {
    let error: String
    let error_description: String?
}
