import XCTest
@testable import Networking

final class RinglaneClientTests: XCTestCase {
    private func response(_ code: Int) -> HTTPURLResponse {
        HTTPURLResponse(url: URL(string: "https://example.test")!, statusCode: code, httpVersion: nil, headerFields: nil)!
    }

    func testUserNotFoundMapsTo404() {
        let body = #"{"error":"user not found","details":[]}"#.data(using: .utf8)!
        XCTAssertThrowsError(try RinglaneClient.validate(response(404), body)) { err in
            guard case RinglaneFailure.userNotFound = err else { return XCTFail("wrong error \(err)") }
        }
    }

    func test503IsDisabled() {
        XCTAssertThrowsError(try RinglaneClient.validate(response(503), Data())) { err in
            guard case RinglaneFailure.disabled = err else { return XCTFail() }
        }
    }

    func testSuccessPasses() throws {
        try RinglaneClient.validate(response(200), Data())
    }
}
