package co.northmoor.leads.ringlane

import io.micronaut.http.client.exceptions.HttpClientResponseException
import org.slf4j.LoggerFactory

sealed interface SyncOutcome {
    data class Retry(val reason: String) : SyncOutcome
    data class Halt(val reason: String) : SyncOutcome
    data class Drop(val reason: String) : SyncOutcome
}

object RinglaneFailureClassifier {
    private val log = LoggerFactory.getLogger(javaClass)

    fun classify(e: HttpClientResponseException): SyncOutcome {
        val body = e.response.getBody(RinglaneError::class.java).orElse(null)
        val reason = body?.error ?: e.status.reason
        body?.details?.forEach { log.warn("ringlane rejected field {}: {}", it.path, it.message) }

        return when (e.status.code) {
            401 -> SyncOutcome.Halt("api key rejected")
            400 -> SyncOutcome.Drop(reason)
            404 -> if (reason.equals("user not found", ignoreCase = true)) {
                SyncOutcome.Halt("acting user ${'$'}reason")
            } else {
                SyncOutcome.Drop(reason)
            }
            502 -> SyncOutcome.Retry("ringlane identity provider unreachable")
            503 -> SyncOutcome.Halt("ringlane API disabled: ${'$'}reason")
            429 -> SyncOutcome.Retry("rate limited")
            else -> SyncOutcome.Retry("unexpected ${'$'}{e.status.code}")
        }
    }
}
