package com.orchardfreight.campaigns.config

import org.springframework.boot.context.properties.ConfigurationProperties

@ConfigurationProperties(prefix = "ringbase")
data class RingbaseProperties(
    val host: String,
    val apiVersion: String = "v1",
    val apiKey: String,
    val serviceUserId: String,
) {
    val baseUrl: String get() = "$host/api/public/$apiVersion"
}
