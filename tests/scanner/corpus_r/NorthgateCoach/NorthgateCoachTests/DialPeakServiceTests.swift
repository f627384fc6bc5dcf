import XCTest
@testable import NorthgateCoach

final class DialPeakServiceTests: XCTestCase {
    private func response(_ code: Int) -> HTTPURLResponse {
        HTTPURLResponse(url: URL(string: "https://example.test")!, statusCode: code, httpVersion: nil, headerFields: nil)!
    }

    func testUserNotFoundMapsToUnknownCoach() {
        let data = #"{"error":"user not found"}"#.data(using: .utf8)
        guard case .unknownCoach = DialPeakService.shared.map(response(404), data) else { return XCTFail() }
    }

    func test502MapsToIdentityProviderDown() {
        guard case .identityProviderDown = DialPeakService.shared.map(response(502), nil) else { return XCTFail() }
    }

    func test503MapsToApiDisabled() {
        guard case .apiDisabled = DialPeakService.shared.map(response(503), nil) else { return XCTFail() }
    }
}
