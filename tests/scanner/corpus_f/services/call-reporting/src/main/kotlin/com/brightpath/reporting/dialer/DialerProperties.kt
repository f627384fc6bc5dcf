package com.brightpath.reporting.dialer

import jakarta.validation.constraints.NotBlank
import org.springframework.boot.context.properties.ConfigurationProperties
import org.springframework.validation.annotation.Validated
import java.time.Duration

/**
 * Bound from the `dialer.*` block of application.yml. The URL and key are
 * environment-specific and come from SSM in every deployed environment.
 */
@Validated
@ConfigurationProperties(prefix = "dialer")
data class DialerProperties(
    @field:NotBlank val baseUrl: String,
    @field:NotBlank val apiKey: String,
    val actingUserEmail: String,
    val webhook: Webhook = Webhook(),
    val connectTimeout: Duration = Duration.ofSeconds(5),
    val readTimeout: Duration = Duration.ofSeconds(20),
) {
    data class Webhook(val secret: String = "")

    override fun toString(): String =
        "DialerProperties(baseUrl=$baseUrl, apiKey=****, actingUserEmail=$actingUserEmail)"
}
