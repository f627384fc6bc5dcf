package com.harbourline.dialer.ringcast

import com.harbourline.dialer.model.Prospect
import kotlinx.coroutines.runBlocking
import okhttp3.mockwebserver.MockResponse
import okhttp3.mockwebserver.MockWebServer
import org.assertj.core.api.Assertions.assertThat
import org.junit.jupiter.api.AfterEach
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows
import org.springframework.web.reactive.function.client.WebClient

class RingcastClientTest {

    private val server = MockWebServer().apply { start() }
    private val props = RingcastProperties(host = server.url("/").toString().trimEnd('/'), apiKey = "k")
    private val client = RingcastClient(RingcastWebClientConfig().ringcastWebClient(WebClient.builder(), props), props)

    @AfterEach
    fun tearDown() = server.shutdown()

    @Test
    fun `retries when idp returns 502`() = runBlocking {
        server.enqueue(MockResponse().setResponseCode(502).setBody("""{"error":"identity provider unavailable"}"""))
        server.enqueue(MockResponse().setResponseCode(204))

        client.pushProspects("L1", "00u1abc", "a@harbourline.com", listOf(Prospect("1", "Ann", "+15550100", "a@harbourline.com")))

        assertThat(server.requestCount).isEqualTo(2)
        val req = server.takeRequest()
        assertThat(req.path).isEqualTo("/api/public/v1/contact-lists/L1/contacts")
    }

    @Test
    fun `503 surfaces as disabled`() {
        server.enqueue(MockResponse().setResponseCode(503).setBody("""{"error":"API disabled"}"""))
        assertThrows<RingcastFailure.Disabled> {
            runBlocking { client.pushProspects("L1", "00u1abc", "a@harbourline.com", emptyList()) }
        }
    }
}
