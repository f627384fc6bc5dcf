package com.kestrelfreight.leadsync.ringlane

import org.springframework.boot.context.properties.ConfigurationProperties
import java.time.Duration

@ConfigurationProperties(prefix = "ringlane")
data class RinglaneProperties(
    val baseUrl: String,
    val apiKey: String,
    val serviceUserEmail: String,
    val timeout: Duration = Duration.ofSeconds(8),
    val retry: Retry = Retry(),
) {
    data class Retry(
        val maxAttempts: Int = 3,
        val statuses: List<Int> = emptyList(),
    )
}
