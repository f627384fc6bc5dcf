package com.harborline.shared.config

import android.os.Build
import com.harborline.shared.BuildKonfig

actual object RinglaneConfig {
    actual val host: String = BuildKonfig.RINGLANE_HOST
    actual val apiKey: String = BuildKonfig.RINGLANE_KEY
    actual val userAgent: String = "HarborShared/Android ${Build.VERSION.RELEASE}"
}
