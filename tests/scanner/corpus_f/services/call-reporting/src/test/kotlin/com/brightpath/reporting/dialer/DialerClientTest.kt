package com.brightpath.reporting.dialer

import okhttp3.mockwebserver.MockResponse
import okhttp3.mockwebserver.MockWebServer
import org.assertj.core.api.Assertions.assertThat
import org.junit.jupiter.api.AfterEach
import org.junit.jupiter.api.BeforeEach
import org.junit.jupiter.api.Test
import org.springframework.web.reactive.function.client.WebClient

class DialerClientTest {
    private lateinit var server: MockWebServer
    private lateinit var client: DialerClient

    @BeforeEach
    fun setUp() {
        server = MockWebServer().apply { start() }
        val props = DialerProperties(
            baseUrl = server.url("/api/public/v1").toString(),
            apiKey = "dsk_test_9a7e3c10-55b2-4c8e-b0d4-7f1e2a3b4c5d.tS3cr3tV4lu3ForT3sts0nly",
            actingUserEmail = "reporting-bot@brightpathsolar.com",
        )
        client = DialerClient(props, WebClient.builder())
    }

    @AfterEach
    fun tearDown() = server.shutdown()

    @Test
    fun `sends x-api-key and X-User-Email on every request`() {
        server.enqueue(MockResponse().setBody("[]").addHeader("Content-Type", "application/json"))
        client.listSizes()
        val req = server.takeRequest()
        assertThat(req.path).isEqualTo("/api/public/v1/contact-lists")
        assertThat(req.getHeader("Authorization")).isNull()
    }

    @Test
    fun `503 surfaces as DialerException`() {
        server.enqueue(MockResponse().setResponseCode(503).setBody("""{"error":"API disabled"}""")
            .addHeader("Content-Type", "application/json"))
        val ex = runCatching { client.listSizes() }.exceptionOrNull()
        assertThat(ex).isInstanceOf(DialerException::class.java)
        assertThat(ex!!.message).isEqualTo("API disabled")
    }
}
