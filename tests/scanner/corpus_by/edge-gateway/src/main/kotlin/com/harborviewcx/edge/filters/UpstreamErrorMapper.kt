package com.harborviewcx.edge.filters

import org.springframework.http.HttpStatus
import org.springframework.http.ResponseEntity
import org.springframework.web.bind.annotation.ExceptionHandler
import org.springframework.web.bind.annotation.RestControllerAdvice
import org.springframework.web.reactive.function.client.WebClientResponseException

data class EdgeError(val error: String, val details: List<String> = emptyList())

@RestControllerAdvice
class UpstreamErrorMapper {
    @ExceptionHandler(WebClientResponseException::class)
    fun map(ex: WebClientResponseException): ResponseEntity<EdgeError> = when (ex.statusCode.value()) {
        502 -> ResponseEntity.status(HttpStatus.BAD_GATEWAY).body(EdgeError("upstream unreachable"))
        503 -> ResponseEntity.status(HttpStatus.SERVICE_UNAVAILABLE).body(EdgeError("upstream disabled for maintenance"))
        404 -> ResponseEntity.status(HttpStatus.NOT_FOUND).body(EdgeError("user not found"))
        else -> ResponseEntity.status(ex.statusCode).body(EdgeError(ex.statusText))
    }
}
