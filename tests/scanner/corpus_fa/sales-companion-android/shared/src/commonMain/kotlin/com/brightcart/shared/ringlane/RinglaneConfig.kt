package com.brightcart.shared.ringlane

object RinglaneConfig {
    const val HOST = "https://api.ringlane.io"
    const val API_VERSION = "v1"
    val baseUrl: String get() = "$HOST/api/public/$API_VERSION"

    const val NEXT_API_VERSION = "v2"

    /** Sandbox key for simulator/emulator builds only. */
    const val SANDBOX_KEY = "rl_sbx_R2mK8pVx4NqT7wLc3HzY6bJf"
}

data class RinglaneCredentials(
    val apiKey: String,
    val actingUserId: String,
)
