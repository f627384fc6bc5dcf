package com.brightcart.dialer.ringlane

import kotlinx.coroutines.test.runTest
import okhttp3.mockwebserver.MockResponse
import okhttp3.mockwebserver.MockWebServer
import org.assertj.core.api.Assertions.assertThat
import org.junit.jupiter.api.AfterEach
import org.junit.jupiter.api.BeforeEach
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows
import org.springframework.web.reactive.function.client.WebClient

class ContactListClientTest {
    private lateinit var server: MockWebServer
    private lateinit var client: ContactListClient
    private val props = RinglaneProperties(baseUrl = "", apiKey = "test-key", actingUserEmail = "bot@example.com")

    @BeforeEach
    fun setUp() {
        server = MockWebServer().apply { start() }
        val base = server.url("/api/public/v1").toString()
        val wc = RinglaneWebClientConfig().ringlaneWebClient(WebClient.builder(), props.copy(baseUrl = base))
        client = ContactListClient(wc, RinglaneErrorDecoder(props))
    }

    @AfterEach
    fun tearDown() = server.shutdown()

    @Test
    fun `appendContacts posts phones with auth headers`() = runTest {
        server.enqueue(MockResponse().setResponseCode(204))

        client.appendContacts("cl_42", listOf("+15550100", "+15550101"))

        val recorded = server.takeRequest()
        assertThat(recorded.path).isEqualTo("/api/public/v1/contact-lists/cl_42/contacts")
        assertThat(recorded.getHeader(RinglaneHeaders.API_KEY)).isEqualTo("test-key")
        assertThat(recorded.getHeader(RinglaneHeaders.ACTING_USER_EMAIL)).isEqualTo("bot@example.com")
    }

    @Test
    fun `maps 502 to IdentityProviderDown`() = runTest {
        server.enqueue(MockResponse().setResponseCode(502).setHeader("Content-Type", "application/json").setBody(fixture("idp-down.json")))
        assertThrows<RinglaneException.IdentityProviderDown> { client.get("cl_1") }
    }

    @Test
    fun `maps 503 to ApiDisabled`() = runTest {
        server.enqueue(MockResponse().setResponseCode(503).setHeader("Content-Type", "application/json").setBody(fixture("disabled.json")))
        assertThrows<RinglaneException.ApiDisabled> { client.listAll() }
        assertThat(server.takeRequest().path).isEqualTo("/api/public/v1/contact-lists")
    }

    @Test
    fun `404 without user message is a missing list`() = runTest {
        server.enqueue(MockResponse().setResponseCode(404).setHeader("Content-Type", "application/json").setBody(fixture("list-missing.json")))
        val ex = assertThrows<RinglaneException.ContactListNotFound> { client.get("cl_404") }
        assertThat(ex.listId).isEqualTo("cl_404")
    }

    private fun fixture(name: String) = javaClass.getResource("/fixtures/$name")!!.readText()
}
