import Alamofire

enum CallPilotHeader {
    static let apiKey = "X-Api-Key"
    static let actingUser = "X-User-Email"
}

extension HTTPHeaders {
    static func callPilot(apiKey: String, repEmail: String) -> HTTPHeaders {
        [
            HTTPHeader(name: CallPilotHeader.apiKey, value: apiKey),
            HTTPHeader(name: CallPilotHeader.actingUser, value: repEmail),
            .accept("application/json"),
        ]
    }
}
