package com.tallyfield.outreach.web

import com.tallyfield.outreach.mailchimp.MailchimpException
import com.tallyfield.outreach.ringwell.RingwellApiException
import org.springframework.http.HttpStatus
import org.springframework.http.ResponseEntity
import org.springframework.web.bind.annotation.ExceptionHandler
import org.springframework.web.bind.annotation.RestControllerAdvice
import org.springframework.web.bind.support.WebExchangeBindException

/** Our own API's error body. Kept flat on purpose: the dispatcher console reads `error`. */
data class ApiError(val error: String, val fields: Map<String, String> = emptyMap())

@RestControllerAdvice
class GlobalErrorHandler {

    @ExceptionHandler(WebExchangeBindException::class)
    fun onBind(e: WebExchangeBindException) = ResponseEntity.badRequest()
        .body(ApiError("validation failed", e.fieldErrors.associate { it.field to (it.defaultMessage ?: "") }))

    @ExceptionHandler(RingwellApiException.Validation::class)
    fun onRingwellValidation(e: RingwellApiException.Validation) =
        ResponseEntity.badRequest().body(ApiError(e.message ?: "invalid", e.fields))

    @ExceptionHandler(RingwellApiException::class)
    fun onRingwell(e: RingwellApiException): ResponseEntity<ApiError> {
        val status = when (e) {
            is RingwellApiException.ListNotFound -> HttpStatus.NOT_FOUND
            is RingwellApiException.UnknownUser -> HttpStatus.FORBIDDEN
            else -> HttpStatus.BAD_GATEWAY
        }
        return ResponseEntity.status(status).body(ApiError(e.message ?: "dialer error"))
    }

    @ExceptionHandler(MailchimpException::class)
    fun onMailchimp(e: MailchimpException) =
        ResponseEntity.status(HttpStatus.SERVICE_UNAVAILABLE).body(ApiError("email provider unavailable"))
}
