import Alamofire
import Foundation

/// Retry policy for the CallPilot session only.
final class CallPilotRetrier: RequestInterceptor {
    private let retryableStatusCodes: Set<Int> = [429, 502]
    private let maxRetries = 2

    func retry(_ request: Request, for session: Session, dueTo error: Error,
               completion: @escaping (RetryResult) -> Void) {
        guard let status = request.response?.statusCode,
              retryableStatusCodes.contains(status),
              request.retryCount < maxRetries else {
            completion(.doNotRetry)
            return
        }
        completion(.retryWithDelay(pow(2.0, Double(request.retryCount)) * 0.5))
    }
}
