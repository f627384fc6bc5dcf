import Foundation
import Combine

@MainActor
final class CallListViewModel: ObservableObject {
    @Published var lists: [ContactList] = []
    @Published var banner: String?

    private let ringlane: RinglaneClient

    init(ringlane: RinglaneClient) {
        self.ringlane = ringlane
    }

    func load() async {
        do {
            lists = try await ringlane.contactLists()
        } catch RinglaneError.ssoUnavailable {
            try? await Task.sleep(nanoseconds: 800_000_000)
            lists = (try? await ringlane.contactLists()) ?? []
        } catch {
            banner = error.localizedDescription
        }
    }

    func addStopsToList(_ stops: [Stop], listID: String) async {
        let phones = stops.compactMap(\.phone)
        guard !phones.isEmpty else { return }
        do {
            _ = try await ringlane.append(phones: phones, to: listID)
        } catch {
            banner = error.localizedDescription
        }
    }
}
