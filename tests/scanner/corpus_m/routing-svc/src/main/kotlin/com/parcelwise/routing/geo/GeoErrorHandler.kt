package com.parcelwise.routing.geo

import feign.FeignException
import org.springframework.http.HttpStatus
import org.springframework.http.ResponseEntity
import org.springframework.web.bind.annotation.ExceptionHandler
import org.springframework.web.bind.annotation.RestControllerAdvice

@RestControllerAdvice
class GeoErrorHandler {
    @ExceptionHandler(FeignException::class)
    fun onFeign(e: FeignException): ResponseEntity<Map<String, String>> = when (e.status()) {
        404 -> ResponseEntity.status(HttpStatus.NOT_FOUND).body(mapOf("error" to "address not found"))
        502, 503 -> ResponseEntity.status(HttpStatus.SERVICE_UNAVAILABLE).body(mapOf("error" to "geocoder unavailable"))
        else -> ResponseEntity.status(HttpStatus.BAD_GATEWAY).body(mapOf("error" to (e.message ?: "upstream error")))
    }
}
