import Foundation
import SwiftUI

@MainActor
final class DialerViewModel: ObservableObject {
    @Published var lists: [ContactList] = []
    @Published var banner: String?

    private let client: CallPilotClient

    init(client: CallPilotClient) {
        self.client = client
    }

    func load() async {
        do {
            lists = try await client.contactLists()
        } catch let error as CallPilotError {
            switch error {
            case .repNotProvisioned, .apiDisabled, .identityProviderUnavailable:
                banner = error.localizedDescription
            default:
                banner = "Couldn't load your call lists."
            }
        } catch {
            banner = error.localizedDescription
        }
    }

    func addToList(_ phone: String, listID: String) async {
        try? await client.addPhones([phone], to: listID)
    }
}
