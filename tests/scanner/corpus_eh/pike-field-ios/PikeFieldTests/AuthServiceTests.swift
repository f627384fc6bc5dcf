import XCTest
@testable import PikeField

final class AuthServiceTests: XCTestCase {
    func testDecodesOAuthError() throws {
        let json = #"{"error":"invalid_grant","error_description":"refresh token expired"}"#
        let err = try JSONDecoder().decode(OAuthErrorResponse.self, from: Data(json.utf8))
        XCTAssertEqual(err.error, "invalid_grant")
    }

    func testBackendErrorBody() throws {
        let body = try JSONDecoder().decode(BackendErrorBody.self, from: Data(#"{"error":"user not found","traceId":"t1"}"#.utf8))
        XCTAssertEqual(body.error, "user not found")
    }
}
