import XCTest
@testable import Tapfield

final class StubProtocol: URLProtocol {
    static var handler: ((URLRequest) -> (HTTPURLResponse, Data))?
    override class func canInit(with request: URLRequest) -> Bool { true }
    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }
    override func startLoading() {
        let (resp, data) = Self.handler!(request)
        client?.urlProtocol(self, didReceive: resp, cacheStoragePolicy: .notAllowed)
        client?.urlProtocol(self, didLoad: data)
        client?.urlProtocolDidFinishLoading(self)
    }
    override func stopLoading() {}
}

final class RingstackClientTests: XCTestCase {
    private func makeClient() -> RingstackClient {
        let config = URLSessionConfiguration.ephemeral
        config.protocolClasses = [StubProtocol.self]
        return RingstackClient(session: URLSession(configuration: config), actingUserEmail: { "rep@tapfield.app" })
    }

    func testFetchListsHitsExpectedPath() async throws {
        StubProtocol.handler = { req in
            XCTAssertEqual(req.url?.path, "/api/public/v1/contact-lists")
            return (HTTPURLResponse(url: req.url!, statusCode: 200, httpVersion: nil, headerFields: nil)!, Data("[]".utf8))
        }
        let lists = try await makeClient().fetchContactLists()
        XCTAssertTrue(lists.isEmpty)
    }

    func test503MapsToApiDisabled() async {
        StubProtocol.handler = { req in
            (HTTPURLResponse(url: req.url!, statusCode: 503, httpVersion: nil, headerFields: nil)!, Data())
        }
        do {
            _ = try await makeClient().fetchContactLists()
            XCTFail("expected error")
        } catch {
            XCTAssertEqual(error as? RingstackError, .apiDisabled)
        }
    }

    func test404UserNotFound() async {
        StubProtocol.handler = { req in
            (HTTPURLResponse(url: req.url!, statusCode: 404, httpVersion: nil, headerFields: nil)!,
             Data(#"{"error":"User not found"}"#.utf8))
        }
        do {
            _ = try await makeClient().fetchContactLists()
            XCTFail("expected error")
        } catch {
            XCTAssertEqual(error as? RingstackError, .userNotFound)
        }
    }
}
