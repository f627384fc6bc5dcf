import Alamofire
import Foundation

/// Talks to Northgate's own coach backend. Auth is handled by the gateway; we pass the
/// signed-in coach in X-User-Email / X-User-Id for audit logging.
final class BackendAuthInterceptor: RequestInterceptor {
    var coachEmail: String?
    var coachID: String?

    func adapt(_ urlRequest: URLRequest, for session: Session, completion: @escaping (Result<URLRequest, Error>) -> Void) {
        var req = urlRequest
        if let email = coachEmail { req.setValue(email, forHTTPHeaderField: "X-User-Email") }
        if let id = coachID { req.setValue(id, forHTTPHeaderField: "X-User-Id") }
        completion(.success(req))
    }

    func retry(_ request: Request, for session: Session, dueTo error: Error, completion: @escaping (RetryResult) -> Void) {
        guard let status = request.response?.statusCode, [502, 503].contains(status), request.retryCount < 2 else {
            completion(.doNotRetry)
            return
        }
        completion(.retryWithDelay(1.0))
    }
}

struct BackendError: Decodable { let error: String }

final class BackendClient {
    let interceptor = BackendAuthInterceptor()
    lazy var session = Session(interceptor: interceptor)

    func todaysSessions() async throws -> [String] {
        try await session.request(AppEnvironment.backendURL.appendingPathComponent("sessions/today"))
            .validate()
            .serializingDecodable([String].self).value
    }
}
