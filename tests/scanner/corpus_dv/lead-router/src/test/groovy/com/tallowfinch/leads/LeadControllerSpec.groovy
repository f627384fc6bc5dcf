package com.tallowfinch.leads

import io.micronaut.http.HttpRequest
import io.micronaut.http.HttpStatus
import io.micronaut.http.client.HttpClient
import io.micronaut.http.client.annotation.Client
import io.micronaut.http.client.exceptions.HttpClientResponseException
import io.micronaut.test.extensions.spock.annotation.MicronautTest
import jakarta.inject.Inject
import spock.lang.Specification

@MicronautTest(environments = "test")
class LeadControllerSpec extends Specification {

    @Inject @Client("/") HttpClient http

    void "unknown lead returns 404 with error message"() {
        when:
        http.toBlocking().exchange(HttpRequest.GET("/api/v1/leads/424242").header("X-User-Email", "partner@example.com"), Map)

        then:
        def e = thrown(HttpClientResponseException)
        e.status == HttpStatus.NOT_FOUND
        e.response.getBody(Map).get().error == "lead not found"
    }

    void "requests without caller identity are rejected"() {
        when:
        http.toBlocking().exchange(HttpRequest.GET("/api/v1/leads/1"), Map)

        then:
        def e = thrown(HttpClientResponseException)
        e.status == HttpStatus.UNAUTHORIZED
    }
}
