import XCTest
@testable import DialerKit

final class CallbridgeEndpointTests: XCTestCase {
    func testAppendPath() {
        XCTAssertEqual(CallbridgeEndpoint.appendContacts(listID: "L1").path, "/contact-lists/L1/contacts")
        XCTAssertEqual(CallbridgeEndpoint.appendContacts(listID: "L1").method, "POST")
    }

    func testCurrentUser() {
        XCTAssertEqual(CallbridgeEndpoint.currentUser.path, "/users/me")
    }
}
