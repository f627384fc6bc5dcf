package com.harbourline.events.webhooks

import io.micronaut.http.HttpRequest
import io.micronaut.http.client.HttpClient
import io.micronaut.http.client.annotation.Client
import io.micronaut.http.client.exceptions.HttpClientResponseException
import io.micronaut.test.extensions.junit5.annotation.MicronautTest
import jakarta.inject.Inject
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows

@MicronautTest(environments = ["test"])
class RingcastWebhookControllerTest {

    @Inject
    @field:Client("/")
    lateinit var http: HttpClient

    private val body = """{"event":"call.completed","call_id":"c_1","outcome":"connected"}"""

    @Test
    fun `accepts a correctly signed payload`() {
        val sig = Hmac.sha256Hex("whsec-test-only", body)
        val res = http.toBlocking().exchange<String, Any>(
            HttpRequest.POST("/webhooks/ringcast", body).header("X-Ringcast-Signature", sig)
        )
        assertEquals(204, res.status.code)
    }

    @Test
    fun `rejects unsigned payload with 401`() {
        val ex = assertThrows<HttpClientResponseException> {
            http.toBlocking().exchange<String, Any>(HttpRequest.POST("/webhooks/ringcast", body))
        }
        assertEquals(401, ex.status.code)
    }
}
