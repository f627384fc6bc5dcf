package com.parcelwise.routing.geo

import org.springframework.cloud.openfeign.FeignClient
import org.springframework.web.bind.annotation.GetMapping
import org.springframework.web.bind.annotation.RequestHeader
import org.springframework.web.bind.annotation.RequestParam

@FeignClient(name = "geocoder", url = "\${geocoder.url}")
interface GeocoderClient {
    @GetMapping("/geocode")
    fun geocode(
        @RequestParam("q") address: String,
        @RequestHeader("x-api-key") apiKey: String,
        @RequestHeader("X-User-Id") requestedBy: String,
    ): GeoResult
}

data class GeoResult(val lat: Double, val lng: Double, val confidence: Double)
