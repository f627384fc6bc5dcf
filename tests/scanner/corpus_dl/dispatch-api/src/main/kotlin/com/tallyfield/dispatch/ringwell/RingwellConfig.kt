package com.tallyfield.dispatch.ringwell

import io.ktor.server.config.ApplicationConfig

data class RingwellConfig(
    val host: String,
    val apiVersion: String,
    val apiKey: String,
    val requestTimeoutMs: Long,
) {
    val baseUrl: String get() = "$host/api/public/$apiVersion/"

    companion object {
        fun from(config: ApplicationConfig): RingwellConfig = RingwellConfig(
            host = config.property("ringwell.host").getString().trimEnd('/'),
            apiVersion = config.propertyOrNull("ringwell.apiVersion")?.getString() ?: "v1",
            apiKey = config.property("ringwell.apiKey").getString(),
            requestTimeoutMs = config.propertyOrNull("ringwell.requestTimeoutMs")?.getString()?.toLong() ?: 15_000,
        )
    }
}
