import Foundation

@MainActor
final class ContactListsViewModel: ObservableObject {
    @Published private(set) var lists: [ContactList] = []
    @Published var errorMessage: String?
    @Published var callingDisabled = false

    private let client: RingstackClient

    init(client: RingstackClient) {
        self.client = client
    }

    func load() async {
        do {
            lists = try await client.fetchContactLists()
        } catch RingstackError.apiDisabled {
            callingDisabled = true
        } catch let error as RingstackError {
            errorMessage = error.errorDescription
        } catch {
            errorMessage = error.localizedDescription
        }
    }

    func add(phones: [String], to list: ContactList) async {
        do {
            let result = try await client.appendContacts(listID: list.id, phones: phones)
            if result.skipped > 0 {
                errorMessage = "\(result.skipped) numbers were already on the list."
            }
        } catch {
            errorMessage = (error as? LocalizedError)?.errorDescription
        }
    }
}
