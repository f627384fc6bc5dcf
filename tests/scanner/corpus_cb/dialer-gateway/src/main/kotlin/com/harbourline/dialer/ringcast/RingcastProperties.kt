package com.harbourline.dialer.ringcast

import org.springframework.boot.context.properties.ConfigurationProperties

@ConfigurationProperties(prefix = "ringcast")
data class RingcastProperties(
    val host: String = "https://api.ringcast.io",
    val apiVersion: String = "v1",
    val apiKey: String = "",
    val retry: Retry = Retry(),
) {
    data class Retry(val maxAttempts: Long = 3, val statuses: List<Int> = emptyList())

    val baseUrl: String get() = "$host/api/public/$apiVersion"
}
