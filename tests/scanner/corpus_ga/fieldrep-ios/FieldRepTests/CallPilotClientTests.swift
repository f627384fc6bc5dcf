import Alamofire
import XCTest
@testable import FieldRep

final class StubProtocol: URLProtocol {
    static var handler: ((URLRequest) -> (Int, Data))?
    static var lastRequest: URLRequest?

    override class func canInit(with request: URLRequest) -> Bool { true }
    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }
    override func startLoading() {
        Self.lastRequest = request
        let (status, data) = Self.handler?(request) ?? (200, Data("[]".utf8))
        let resp = HTTPURLResponse(url: request.url!, statusCode: status, httpVersion: nil, headerFields: nil)!
        client?.urlProtocol(self, didReceive: resp, cacheStoragePolicy: .notAllowed)
        client?.urlProtocol(self, didLoad: data)
        client?.urlProtocolDidFinishLoading(self)
    }
    override func stopLoading() {}
}

final class CallPilotClientTests: XCTestCase {
    private var sut: CallPilotClient!

    override func setUp() {
        let cfg = URLSessionConfiguration.ephemeral
        cfg.protocolClasses = [StubProtocol.self]
        sut = CallPilotClient(config: CallPilotConfig(host: "cp.test", apiKey: "test-key"),
                              session: Session(configuration: cfg),
                              currentRepEmail: { "rep@harborline.com" })
    }

    func testContactListsHitsListEndpointWithHeaders() async throws {
        _ = try await sut.contactLists()
        let req = try XCTUnwrap(StubProtocol.lastRequest)
        XCTAssertEqual(req.url?.absoluteString, "https://cp.test/api/public/v1/contact-lists")
        XCTAssertEqual(req.value(forHTTPHeaderField: CallPilotHeader.apiKey), "test-key")
        XCTAssertEqual(req.value(forHTTPHeaderField: CallPilotHeader.actingUser), "rep@harborline.com")
    }

    func testServerErrorIsSurfaced() async {
        StubProtocol.handler = { _ in (500, Data(#"{"error":"boom"}"#.utf8)) }
        do {
            _ = try await sut.contactLists()
            XCTFail("expected throw")
        } catch {
            XCTAssertEqual(error as? CallPilotError, .http(500))
        }
    }
}
