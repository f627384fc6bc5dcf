import FirebaseAnalytics
import Foundation
import Segment

enum Analytics {
    private static var segment: Segment.Analytics?

    static func configure() {
        let writeKey = Bundle.main.object(forInfoDictionaryKey: "SegmentWriteKey") as? String ?? ""
        let config = Configuration(writeKey: writeKey)
            .trackApplicationLifecycleEvents(true)
            .flushInterval(15)
        segment = Segment.Analytics(configuration: config)
    }

    static func identify(userID: String, email: String) {
        segment?.identify(userId: userID, traits: ["email": email])
        FirebaseAnalytics.Analytics.setUserID(userID)
    }

    static func track(_ event: String, _ properties: [String: Any] = [:]) {
        segment?.track(name: event, properties: properties)
        FirebaseAnalytics.Analytics.logEvent(event.replacingOccurrences(of: " ", with: "_"),
                                             parameters: properties)
    }
}
