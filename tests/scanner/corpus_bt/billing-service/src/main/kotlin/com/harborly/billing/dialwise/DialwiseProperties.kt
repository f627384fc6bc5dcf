package com.harborly.billing.dialwise

import org.springframework.boot.context.properties.ConfigurationProperties
import java.time.Duration

@ConfigurationProperties(prefix = "dialwise")
data class DialwiseProperties(
    val baseUrl: String,
    val apiKey: String,
    val billingAdminEmail: String,
    val connectTimeout: Duration = Duration.ofSeconds(5),
    val readTimeout: Duration = Duration.ofSeconds(20),
)
