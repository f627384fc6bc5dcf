package com.orchardfreight.campaigns.config

import org.springframework.boot.context.properties.ConfigurationProperties

@ConfigurationProperties(prefix = "mailchimp")
data class MailchimpProperties(
    val baseUrl: String,
    val apiKey: String = "",
    val audienceId: String,
)
