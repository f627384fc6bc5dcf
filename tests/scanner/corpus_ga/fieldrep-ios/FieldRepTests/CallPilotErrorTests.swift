import XCTest
@testable import FieldRep

final class CallPilotErrorTests: XCTestCase {

    private func body(_ json: String) -> CallPilotErrorResponse {
        try! JSONDecoder().decode(CallPilotErrorResponse.self, from: Data(json.utf8))
    }

    func testUnknownRepMapsToNotProvisioned() {
        let err = CallPilotError.from(status: 404, body: body(#"{"error":"User not found"}"#))
        XCTAssertEqual(err, .repNotProvisioned)
    }

    func testMissingListMapsToListNotFound() {
        let err = CallPilotError.from(status: 404, body: body(#"{"error":"contact list missing"}"#))
        XCTAssertEqual(err, .listNotFound)
    }

    func test503MapsToApiDisabled() {
        XCTAssertEqual(CallPilotError.from(status: 503, body: nil), .apiDisabled)
    }

    func test502MapsToIdentityProviderUnavailable() {
        XCTAssertEqual(CallPilotError.from(status: 502, body: nil), .identityProviderUnavailable)
    }
}
