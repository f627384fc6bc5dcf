package com.orchardfreight.dispatch.ringbase

import io.ktor.server.config.ApplicationConfig

data class RingbaseConfig(
    val baseUrl: String,
    val apiKey: String,
    val actingUserEmail: String,
    val requestTimeoutMs: Long,
    val webhookSecret: String,
) {
    companion object {
        fun from(config: ApplicationConfig): RingbaseConfig {
            val c = config.config("ringbase")
            return RingbaseConfig(
                baseUrl = c.property("baseUrl").getString().trimEnd('/'),
                apiKey = c.property("apiKey").getString(),
                actingUserEmail = c.property("actingUserEmail").getString(),
                requestTimeoutMs = c.propertyOrNull("requestTimeoutMs")?.getString()?.toLong() ?: 10_000,
                webhookSecret = c.propertyOrNull("webhookSecret")?.getString().orEmpty(),
            )
        }
    }
}
