package com.harborline.shared.config

import com.harborline.shared.BuildKonfig
import platform.Foundation.NSBundle
import platform.UIKit.UIDevice

actual object RinglaneConfig {
    // Info.plist override lets QA point TestFlight builds at the sandbox tenant.
    actual val host: String =
        (NSBundle.mainBundle.objectForInfoDictionaryKey("RinglaneHost") as? String) ?: BuildKonfig.RINGLANE_HOST
    actual val apiKey: String = BuildKonfig.RINGLANE_KEY
    actual val userAgent: String = "HarborShared/iOS ${UIDevice.currentDevice.systemVersion}"
}
