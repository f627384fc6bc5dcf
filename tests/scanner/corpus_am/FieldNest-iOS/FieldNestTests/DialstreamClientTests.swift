@testable import FieldNest
import XCTest

final class DialstreamClientTests: XCTestCase {
    private var client: DialstreamClient!

    override func setUp() {
        super.setUp()
        let config = URLSessionConfiguration.ephemeral
        config.protocolClasses = [StubURLProtocol.self]
        client = DialstreamClient(session: URLSession(configuration: config),
                                  baseURL: URL(string: "https://dialstream.test")!,
                                  apiKey: "unit-test-key",
                                  currentEmail: { "rep@fieldnest.com" })
    }

    func test503MapsToApiDisabled() async {
        StubURLProtocol.stub(status: 503, json: nil)
        await assertThrows(DialstreamAPIError.apiDisabled) {
            _ = try await self.client.send(.lists, as: [ContactList].self)
        }
    }

    func test502MapsToIdentityProviderDown() async {
        StubURLProtocol.stub(status: 502, json: nil)
        await assertThrows(DialstreamAPIError.identityProviderDown) {
            _ = try await self.client.send(.lists, as: [ContactList].self)
        }
    }

    func testPlain404IsListNotFound() async {
        StubURLProtocol.stub(status: 404, json: nil)
        await assertThrows(DialstreamAPIError.listNotFound) {
            _ = try await self.client.send(.list(id: "cl_9"), as: ContactList.self)
        }
    }
}
