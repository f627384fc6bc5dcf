package com.kestrelfreight.leadsync.ringlane

import io.github.resilience4j.retry.Retry
import okhttp3.mockwebserver.MockResponse
import okhttp3.mockwebserver.MockWebServer
import org.assertj.core.api.Assertions.assertThat
import org.junit.jupiter.api.AfterEach
import org.junit.jupiter.api.BeforeEach
import org.junit.jupiter.api.Test
import org.springframework.web.reactive.function.client.WebClient
import reactor.test.StepVerifier

class RinglaneClientTest {
    private lateinit var server: MockWebServer
    private lateinit var client: RinglaneClient

    @BeforeEach
    fun setUp() {
        server = MockWebServer().apply { start() }
        val props = RinglaneProperties(
            baseUrl = server.url("/api/public/v1").toString(),
            apiKey = "test-key",
            serviceUserEmail = "bot@kestrelfreight.com",
        )
        client = RinglaneClient(WebClient.builder(), props, Retry.ofDefaults("test"))
    }

    @AfterEach
    fun tearDown() = server.shutdown()

    @Test
    fun `lists contact lists`() {
        server.enqueue(MockResponse().setBody("""[{"id":"cl_1","name":"Midwest"}]""").addHeader("Content-Type", "application/json"))

        StepVerifier.create(client.listContactLists()).expectNextMatches { it.single().id == "cl_1" }.verifyComplete()

        val req = server.takeRequest()
        assertThat(req.path).isEqualTo("/api/public/v1/contact-lists")
    }

    @Test
    fun `502 is mapped to a transient exception`() {
        server.enqueue(MockResponse().setResponseCode(502).setBody("""{"error":"upstream"}""").addHeader("Content-Type", "application/json"))

        StepVerifier.create(client.deleteContactList("cl_9", "a@kestrelfreight.com"))
            .expectError(RinglaneTransientException::class.java)
            .verify()
    }

    @Test
    fun `returns 404 for unknown list`() {
        server.enqueue(MockResponse().setResponseCode(404).setBody("""{"error":"contact list not found"}""").addHeader("Content-Type", "application/json"))

        StepVerifier.create(client.deleteContactList("cl_missing", "a@kestrelfreight.com"))
            .expectError(RinglaneListNotFoundException::class.java)
            .verify()
    }
}
