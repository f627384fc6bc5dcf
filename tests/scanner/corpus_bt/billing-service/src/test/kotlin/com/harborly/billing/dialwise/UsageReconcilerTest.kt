package com.harborly.billing.dialwise

import kotlinx.coroutines.test.runTest
import okhttp3.mockwebserver.MockResponse
import okhttp3.mockwebserver.MockWebServer
import org.junit.jupiter.api.AfterEach
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows

class UsageReconcilerTest {
    private val server = MockWebServer()

    @AfterEach
    fun tearDown() = server.shutdown()

    @Test
    fun `retries 502 and succeeds`() = runTest {
        server.enqueue(MockResponse().setResponseCode(502).setBody("""{"error":"identity provider unreachable"}"""))
        server.enqueue(MockResponse().setBody("""{"inbound":10,"outbound":20,"byUser":{}}"""))
        val reconciler = TestFixtures.reconciler(server.url("/api/public/v1/"))
        reconciler.minutesFor(java.time.LocalDate.of(2024, 3, 1))
    }

    @Test
    fun `503 fails fast`() = runTest {
        server.enqueue(MockResponse().setResponseCode(503).setBody("""{"error":"API disabled on the server"}"""))
        val reconciler = TestFixtures.reconciler(server.url("/"))
        assertThrows<IllegalStateException> { reconciler.minutesFor(java.time.LocalDate.of(2024, 3, 1)) }
    }
}
