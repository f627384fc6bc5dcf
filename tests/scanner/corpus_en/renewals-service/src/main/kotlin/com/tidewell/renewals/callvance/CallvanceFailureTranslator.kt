package com.tidewell.renewals.callvance

import io.micronaut.http.HttpStatus
import io.micronaut.http.client.exceptions.HttpClientResponseException
import jakarta.inject.Singleton
import org.slf4j.LoggerFactory

sealed class RenewalDialerFailure(message: String) : RuntimeException(message) {
    class BadCredentials : RenewalDialerFailure("Callvance key rejected")
    class ActingUserMissing(detail: String) : RenewalDialerFailure(detail)
    class ListGone(val listId: Long) : RenewalDialerFailure("contact list $listId no longer exists")
    class TemporarilyUnavailable(detail: String) : RenewalDialerFailure(detail)
    class Disabled : RenewalDialerFailure("Callvance public API disabled for tenant")
    class Other(status: Int, detail: String) : RenewalDialerFailure("Callvance $status: $detail")
}

@Singleton
class CallvanceFailureTranslator {

    private val log = LoggerFactory.getLogger(javaClass)

    fun translate(listId: Long, e: HttpClientResponseException): RenewalDialerFailure {
        val problem = e.getBody(CallvanceProblem::class.java).orElse(null)
        val text = problem?.error ?: e.message ?: "unknown"
        return when (e.status) {
            HttpStatus.UNAUTHORIZED -> RenewalDialerFailure.BadCredentials()
            HttpStatus.BAD_REQUEST -> RenewalDialerFailure.ActingUserMissing(problem?.summary() ?: text)
            HttpStatus.NOT_FOUND ->
                if (text.contains("user not found", ignoreCase = true)) RenewalDialerFailure.ActingUserMissing(text)
                else RenewalDialerFailure.ListGone(listId)
            HttpStatus.BAD_GATEWAY -> RenewalDialerFailure.TemporarilyUnavailable("Callvance IdP unreachable")
            HttpStatus.SERVICE_UNAVAILABLE -> {
                log.error("Callvance says the API is disabled on their side: {}", text)
                RenewalDialerFailure.Disabled()
            }
            else -> RenewalDialerFailure.Other(e.status.code, text)
        }
    }
}
