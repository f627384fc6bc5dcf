package com.northpeak.dialer.ringcast

import org.springframework.boot.context.properties.ConfigurationProperties

@ConfigurationProperties(prefix = "ringcast")
data class RingcastProperties(
    val baseUrl: String,
    val apiKey: String,
    val actingUserId: String,
    val webhookSecret: String,
)
