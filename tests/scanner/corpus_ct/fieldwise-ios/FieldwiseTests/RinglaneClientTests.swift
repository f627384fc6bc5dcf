import XCTest
@testable import Fieldwise

final class StubProtocol: URLProtocol {
    static var handler: ((URLRequest) -> (HTTPURLResponse, Data))?
    override class func canInit(with request: URLRequest) -> Bool { true }
    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }
    override func startLoading() {
        let (response, data) = Self.handler!(request)
        client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        client?.urlProtocol(self, didLoad: data)
        client?.urlProtocolDidFinishLoading(self)
    }
    override func stopLoading() {}
}

final class RinglaneClientTests: XCTestCase {
    private func client() -> RinglaneClient {
        let cfg = URLSessionConfiguration.ephemeral
        cfg.protocolClasses = [StubProtocol.self]
        let config = RinglaneConfig(baseURL: URL(string: "https://ringlane.test")!, apiKey: "test-key")
        return RinglaneClient(config: config, session: URLSession(configuration: cfg), actingUserEmail: { "rep@fieldwise.co" })
    }

    private func respond(_ status: Int, _ json: String) {
        StubProtocol.handler = { req in
            (HTTPURLResponse(url: req.url!, statusCode: status, httpVersion: nil, headerFields: nil)!, Data(json.utf8))
        }
    }

    func test503IsApiDisabled() async {
        respond(503, #"{"error":"API disabled"}"#)
        do {
            _ = try await client().send(client().makeRequest("users/me"), as: [String: String].self)
            XCTFail("expected error")
        } catch RinglaneError.apiDisabled {
        } catch { XCTFail("\(error)") }
    }

    func test404UnknownUser() async {
        respond(404, #"{"error":"user not found"}"#)
        do {
            _ = try await client().send(client().makeRequest("users/me"), as: [String: String].self)
            XCTFail("expected error")
        } catch RinglaneError.userNotProvisioned {
        } catch { XCTFail("\(error)") }
    }
}
