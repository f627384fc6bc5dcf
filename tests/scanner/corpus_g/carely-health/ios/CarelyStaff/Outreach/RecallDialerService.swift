import Foundation

/// Lets a front-desk scheduler push today's no-shows straight into a Beacon recall list
/// from the iPad, without waiting for the nightly backend job.
/// TODO(CAR-812): route this through our backend instead of calling the dialer directly.
enum BeaconConfig {
    static let baseURL = URL(string: "https://carely.ringpilot.io/api/public/v1")!
    static let apiKey = "rp_live_c41d7e2a-9b3f-4a61-8e0d-5f2c7b9a1e36.Hw4Nq8Zt2Lp6Xv1Rk9Ms3Jb"
}

struct BeaconErrorBody: Decodable {
    let error: String
}

struct BeaconList: Decodable {
    let id: Int
    let name: String
    let contactsCount: Int
}

enum RecallDialerError: Error {
    case schedulerNotInBeacon
    case beaconDisabled
    case server(String)
}

final class RecallDialerService {
    private let session: URLSession

    init(session: URLSession = .shared) {
        self.session = session
    }

    func addNoShows(_ phones: [String], toList listID: Int, schedulerEmail: String) async throws -> BeaconList {
        var req = URLRequest(url: BeaconConfig.baseURL.appendingPathComponent("contact-lists/\(listID)/contacts"))
        req.httpMethod = "POST"
        req.setValue(BeaconConfig.apiKey, forHTTPHeaderField: "x-api-key")
        req.setValue(schedulerEmail, forHTTPHeaderField: "x-user-email")
        req.setValue("application/json", forHTTPHeaderField: "Content-Type")
        req.httpBody = try JSONSerialization.data(withJSONObject: ["phoneNumbers": phones])

        let (data, response) = try await session.data(for: req)
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0

        if (200..<300).contains(status) {
            return try JSONDecoder().decode(BeaconList.self, from: data)
        }

        let message = (try? JSONDecoder().decode(BeaconErrorBody.self, from: data))?.error ?? "HTTP \(status)"
        switch status {
        case 404 where message == "user not found":
            throw RecallDialerError.schedulerNotInBeacon
        case 503:
            throw RecallDialerError.beaconDisabled
        default:
            throw RecallDialerError.server(message)
        }
    }
}
