import Foundation
import RevenueCat

/// Pro tier (offline lists, CRM sync) is sold through RevenueCat.
final class PurchaseManager: ObservableObject {
    @Published private(set) var isPro = false

    static let shared = PurchaseManager()

    func configure(appUserID: String) {
        let apiKey = Bundle.main.object(forInfoDictionaryKey: "RevenueCatAPIKey") as? String ?? ""
        Purchases.logLevel = .warn
        Purchases.configure(with: Configuration.Builder(withAPIKey: apiKey)
            .with(appUserID: appUserID)
            .build())
        refresh()
    }

    func refresh() {
        Purchases.shared.getCustomerInfo { [weak self] info, error in
            if let error {
                print("RevenueCat error: \(error.localizedDescription)")
                return
            }
            DispatchQueue.main.async {
                self?.isPro = info?.entitlements["pro"]?.isActive == true
            }
        }
    }
}
