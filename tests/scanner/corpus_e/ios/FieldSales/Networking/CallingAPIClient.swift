//
//  CallingAPIClient.swift
//  FieldSales
//
//  Talks to the "Ringlane" calling service so reps can push their day's
//  visit list into the dialer from the iPad app.
//

import Foundation

enum CallingAPIError: Error {
    case userNotProvisioned
    case server(status: Int, message: String)
    case decoding
}

/// Error body returned by Ringlane, e.g. {"error": "contact list not found"}
struct RinglaneErrorBody: Decodable {
    let error: String
    let details: [RinglaneErrorDetail]?
}

struct RinglaneErrorDetail: Decodable {
    let path: String
    let message: String
}

struct ContactListSummary: Decodable {
    let id: Int
    let name: String
    let groupName: String?
    let contactsCount: Int
}

final class CallingAPIClient {
    static let shared = CallingAPIClient()

    private let baseURL = URL(string: "https://ringlane.fieldco.app/api/public/v1")!
    private let session: URLSession

    init(session: URLSession = .shared) {
        self.session = session
    }

    private func makeRequest(_ path: String, method: String = "GET", body: Data? = nil) -> URLRequest {
        var request = URLRequest(url: baseURL.appendingPathComponent(path))
        request.httpMethod = method
        request.setValue(AppSecrets.ringlaneKey, forHTTPHeaderField: "x-api-key")
        request.setValue(Session.current.email, forHTTPHeaderField: "X-User-Email")
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = body
        return request
    }

    func contactLists() async throws -> [ContactListSummary] {
        let request = makeRequest("contact-lists")
        let (data, response) = try await session.data(for: request)
        guard let http = response as? HTTPURLResponse else { throw CallingAPIError.decoding }

        switch http.statusCode {
        case 200:
            return try JSONDecoder().decode([ContactListSummary].self, from: data)
        case 404:
            throw CallingAPIError.userNotProvisioned
        default:
            let body = try? JSONDecoder().decode(RinglaneErrorBody.self, from: data)
            throw CallingAPIError.server(status: http.statusCode, message: body?.error ?? "unknown")
        }
    }
}
