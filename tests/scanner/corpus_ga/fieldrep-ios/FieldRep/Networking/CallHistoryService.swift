import Foundation

/// Pre-Alamofire code path, still used by the Today widget extension which
/// can't link Alamofire. Keep it dependency free.
extension Notification.Name {
    static let callPilotSeatMissing = Notification.Name("callPilotSeatMissing")
}

final class CallHistoryService {
    private let session: URLSession
    private let apiKey: String
    private let oktaUserID: String

    init(apiKey: String, oktaUserID: String, session: URLSession = .shared) {
        self.apiKey = apiKey
        self.oktaUserID = oktaUserID
        self.session = session
    }

    func todaysLists(completion: @escaping (Result<[[String: Any]], Error>) -> Void) {
        var request = URLRequest(url: URL(string: "https://api.callpilot.io/api/public/v1/contact-lists?created=today")!)
        request.setValue(apiKey, forHTTPHeaderField: "x-api-key")
        request.setValue(oktaUserID, forHTTPHeaderField: "x-user-id")
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        request.timeoutInterval = 8

        session.dataTask(with: request) { [weak self] data, response, error in
            if let error = error { return completion(.failure(error)) }
            let status = (response as? HTTPURLResponse)?.statusCode ?? 0
            let json = (try? JSONSerialization.jsonObject(with: data ?? Data())) as? [String: Any]

            if status == 502, let self = self {
                // CallPilot couldn't reach Okta; one quick retry is usually enough.
                DispatchQueue.global().asyncAfter(deadline: .now() + 1) { self.todaysLists(completion: completion) }
                return
            }
            if status == 503 {
                // Sales ops turned the CallPilot API off; show an empty widget instead of an error.
                return completion(.success([]))
            }
            guard (200..<300).contains(status) else {
                let message = json?["error"] as? String ?? "HTTP \(status)"
                if status == 404, message.caseInsensitiveCompare("user not found") == .orderedSame {
                    NotificationCenter.default.post(name: .callPilotSeatMissing, object: nil)
                }
                return completion(.failure(NSError(domain: "CallPilot", code: status,
                                                   userInfo: [NSLocalizedDescriptionKey: message])))
            }
            completion(.success(json?["items"] as? [[String: Any]] ?? []))
        }.resume()
    }
}
