package com.orchardfreight.campaigns.api

import org.springframework.http.HttpStatus
import org.springframework.http.ResponseEntity
import org.springframework.web.bind.annotation.ExceptionHandler
import org.springframework.web.bind.annotation.RestControllerAdvice
import org.springframework.web.bind.support.WebExchangeBindException

data class ErrorResponse(val error: String, val details: List<String> = emptyList())

@RestControllerAdvice
class GlobalErrorHandler {
    @ExceptionHandler(ProblemException::class)
    fun problem(e: ProblemException) = ResponseEntity.status(e.status).body(ErrorResponse(e.message))

    @ExceptionHandler(WebExchangeBindException::class)
    fun validation(e: WebExchangeBindException) = ResponseEntity.status(HttpStatus.BAD_REQUEST)
        .body(ErrorResponse("validation failed", e.fieldErrors.map { "${it.field}: ${it.defaultMessage}" }))

    @ExceptionHandler(NoSuchElementException::class)
    fun notFound(e: NoSuchElementException) =
        ResponseEntity.status(HttpStatus.NOT_FOUND).body(ErrorResponse("user not found"))
}
