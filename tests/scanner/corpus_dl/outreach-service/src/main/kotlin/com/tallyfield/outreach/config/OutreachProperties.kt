package com.tallyfield.outreach.config

import org.springframework.boot.context.properties.ConfigurationProperties
import java.time.Duration

@ConfigurationProperties(prefix = "outreach")
data class OutreachProperties(
    val ringwell: Ringwell,
    val mailchimp: Mailchimp,
    val slack: Slack,
) {
    data class Ringwell(
        val baseUrl: String,
        val apiKey: String,
        val connectTimeout: Duration = Duration.ofSeconds(3),
        val readTimeout: Duration = Duration.ofSeconds(20),
        val webhookSecret: String = "",
    )

    data class Mailchimp(val baseUrl: String, val apiKey: String, val audienceId: String)

    data class Slack(val signingSecret: String)
}
