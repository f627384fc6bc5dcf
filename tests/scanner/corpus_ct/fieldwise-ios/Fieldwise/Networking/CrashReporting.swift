import Foundation
import Sentry

enum CrashReporting {
    static func start() {
        SentrySDK.start { options in
            options.dsn = "https://4f1c2e9ab0d34e5f8a7b6c5d4e3f2a1b@o118822.ingest.sentry.io/4505523"
            options.tracesSampleRate = 0.1
            options.beforeSend = { event in
                // Never ship auth headers to Sentry.
                event.request?.headers?.removeValue(forKey: "x-api-key")
                event.request?.headers?.removeValue(forKey: "Authorization")
                return event
            }
        }
    }
}
