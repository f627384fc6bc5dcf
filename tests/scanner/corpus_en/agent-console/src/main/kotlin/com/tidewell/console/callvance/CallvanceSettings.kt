package com.tidewell.console.callvance

import io.ktor.server.config.ApplicationConfig

/** Bump together with the request/response models in this package. */
const val CALLVANCE_API_VERSION = "v1"

data class CallvanceSettings(
    val host: String,
    val apiKey: String,
    val actingUserId: String,
    val timeoutMillis: Long = 10_000,
) {
    val baseUrl: String get() = "$host/api/public/$CALLVANCE_API_VERSION/"

    companion object {
        fun from(config: ApplicationConfig) = CallvanceSettings(
            host = config.property("callvance.host").getString().trimEnd('/'),
            apiKey = config.property("callvance.apiKey").getString(),
            actingUserId = config.property("callvance.actingUserId").getString(),
            timeoutMillis = config.propertyOrNull("callvance.timeoutMillis")?.getString()?.toLong() ?: 10_000,
        )
    }
}
