package energy.quillmark.campaign.callcove

import okhttp3.mockwebserver.MockResponse
import okhttp3.mockwebserver.MockWebServer
import org.junit.jupiter.api.AfterEach
import org.junit.jupiter.api.Test
import org.springframework.web.reactive.function.client.WebClient
import reactor.test.StepVerifier

class CallcoveClientTest {
    private val server = MockWebServer().apply { start() }
    private val client = CallcoveClient(WebClient.create(server.url("/").toString()))

    @AfterEach
    fun tearDown() = server.shutdown()

    @Test
    fun `503 is mapped to disabled`() {
        server.enqueue(MockResponse().setResponseCode(503).setHeader("Content-Type", "application/json").setBody("{}"))
        StepVerifier.create(client.getList("cl_1", Actor("a@quillmark.energy")))
            .expectError(CallcoveDisabledException::class.java)
            .verify()
    }

    @Test
    fun `502 is retried`() {
        repeat(4) { server.enqueue(MockResponse().setResponseCode(502)) }
        StepVerifier.create(client.getList("cl_1", Actor("a@quillmark.energy")))
            .expectError()
            .verify()
    }
}
