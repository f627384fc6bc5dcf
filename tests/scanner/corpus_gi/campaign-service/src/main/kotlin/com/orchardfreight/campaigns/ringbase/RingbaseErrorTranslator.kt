package com.orchardfreight.campaigns.ringbase

import com.orchardfreight.campaigns.api.ProblemException
import org.springframework.http.HttpStatus

object RingbaseErrorTranslator {
    fun translate(e: RingbaseCallException): ProblemException {
        val msg = e.apiError?.error.orEmpty()
        return when (e.status) {
            401 -> ProblemException(HttpStatus.BAD_GATEWAY, "Dialer credentials rejected")
            404 -> if (msg.contains("user not found", ignoreCase = true)) {
                ProblemException(HttpStatus.FAILED_DEPENDENCY, "Service user is not provisioned in Ringbase")
            } else {
                ProblemException(HttpStatus.NOT_FOUND, "Contact list no longer exists")
            }
            503 -> ProblemException(HttpStatus.SERVICE_UNAVAILABLE, "Public API disabled on the Ringbase account")
            else -> {
                val fieldErrors = e.apiError?.details.orEmpty().map { "${it["path"]}: ${it["message"]}" }
                ProblemException(HttpStatus.BAD_GATEWAY, "Dialer error: $msg ${fieldErrors.joinToString()}")
            }
        }
    }
}
