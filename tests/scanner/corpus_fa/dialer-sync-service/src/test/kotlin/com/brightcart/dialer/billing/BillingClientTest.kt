package com.brightcart.dialer.billing

import kotlinx.coroutines.test.runTest
import okhttp3.mockwebserver.MockResponse
import okhttp3.mockwebserver.MockWebServer
import org.assertj.core.api.Assertions.assertThat
import org.junit.jupiter.api.Test
import org.springframework.web.reactive.function.client.WebClient

class BillingClientTest {
    @Test
    fun `returns false on 502 from gateway`() = runTest {
        val server = MockWebServer()
        server.enqueue(MockResponse().setResponseCode(502).setBody("""{"error":"Bad Gateway"}"""))
        server.start()
        val client = BillingClient(WebClient.builder(), server.url("/v1").toString(), "k")

        assertThat(client.reportUsage(UsageRecord("acc_1", 12))).isFalse()
        assertThat(server.takeRequest().getHeader("x-api-key")).isEqualTo("k")
        server.shutdown()
    }
}
