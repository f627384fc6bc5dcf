package com.brightcart.dialer.ringlane

import org.springframework.boot.context.properties.ConfigurationProperties
import java.time.Duration

@ConfigurationProperties(prefix = "ringlane")
data class RinglaneProperties(
    val baseUrl: String,
    val apiKey: String,
    val actingUserEmail: String,
    val webhookSecret: String = "",
    val connectTimeout: Duration = Duration.ofSeconds(3),
    val readTimeout: Duration = Duration.ofSeconds(10),
    val maxRetries: Long = 3,
)
