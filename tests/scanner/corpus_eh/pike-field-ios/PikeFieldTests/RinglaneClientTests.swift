import XCTest
@testable import PikeField

final class RinglaneClientTests: XCTestCase {
    private var client: RinglaneClient!

    override func setUp() {
        super.setUp()
        let config = URLSessionConfiguration.ephemeral
        config.protocolClasses = [StubURLProtocol.self]
        client = RinglaneClient(session: URLSession(configuration: config), repEmail: { "jo.reyes@harborpike.com" })
    }

    func testSendsSharedKeyAndRep() async throws {
        StubURLProtocol.handler = { request in
            XCTAssertEqual(request.url?.path, "/api/public/v1/contact-lists")
            XCTAssertNotNil(request.value(forHTTPHeaderField: "X-Api-Key"))
            XCTAssertEqual(request.value(forHTTPHeaderField: "X-User-Email"), "jo.reyes@harborpike.com")
            return (200, Data("[]".utf8))
        }
        _ = try await client.contactLists()
    }

    func testUserNotFoundMapsToNotProvisioned() async {
        StubURLProtocol.handler = { _ in (404, Data(#"{"error":"user not found"}"#.utf8)) }
        do {
            _ = try await client.contactLists()
            XCTFail("expected error")
        } catch RinglaneError.repNotProvisioned {
        } catch {
            XCTFail("wrong error \(error)")
        }
    }

    func test503MapsToApiDisabled() async {
        StubURLProtocol.handler = { _ in (503, Data(#"{"error":"API disabled on the server"}"#.utf8)) }
        do {
            _ = try await client.contactLists()
            XCTFail("expected error")
        } catch RinglaneError.apiDisabled {
        } catch {
            XCTFail("wrong error \(error)")
        }
    }

    func test502IsRetryableSSOError() {
        XCTAssertEqual(RinglaneError.ssoUnavailable.errorDescription, "Sign-in service is slow. Retrying...")
    }
}
