package com.bramble.dpbridge.dialpeak

import io.ktor.server.config.ApplicationConfig

data class DialpeakConfig(
    val host: String,
    val apiVersion: String,
    val apiKey: String,
    val actingUserId: String,
    val webhookSecret: String,
) {
    val baseUrl: String get() = "$host/api/public/$apiVersion"

    companion object {
        fun from(cfg: ApplicationConfig) = DialpeakConfig(
            host = cfg.property("dialpeak.host").getString(),
            apiVersion = cfg.propertyOrNull("dialpeak.apiVersion")?.getString() ?: "v1",
            apiKey = cfg.property("dialpeak.apiKey").getString(),
            actingUserId = cfg.property("dialpeak.actingUserId").getString(),
            webhookSecret = cfg.propertyOrNull("dialpeak.webhookSecret")?.getString().orEmpty(),
        )
    }
}
