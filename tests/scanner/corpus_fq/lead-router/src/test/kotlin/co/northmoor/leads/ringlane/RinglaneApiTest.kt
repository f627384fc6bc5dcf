package co.northmoor.leads.ringlane

import com.github.tomakehurst.wiremock.WireMockServer
import com.github.tomakehurst.wiremock.client.WireMock.*
import com.github.tomakehurst.wiremock.core.WireMockConfiguration.options
import io.micronaut.context.ApplicationContext
import io.micronaut.http.client.exceptions.HttpClientResponseException
import kotlinx.coroutines.runBlocking
import org.junit.jupiter.api.AfterAll
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertInstanceOf
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.TestInstance
import org.junit.jupiter.api.assertThrows

@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class RinglaneApiTest {

    private val wm = WireMockServer(options().dynamicPort()).also { it.start() }
    private val ctx = ApplicationContext.run(mapOf("wiremock.port" to wm.port()), "test")
    private val api = ctx.getBean(RinglaneApi::class.java)

    @AfterAll
    fun tearDown() {
        ctx.close(); wm.stop()
    }

    @Test
    fun `sends acting user and appends contacts`() = runBlocking {
        wm.stubFor(post(urlPathMatching("/api/public/v1/contact-lists/[^/]+/contacts"))
            .withHeader("X-USER-ID", equalTo("auth0|test-user"))
            .willReturn(okJson("""{"id":"cl_lead_inbound","name":"Inbound","size":1}""")))

        val list = api.addContacts("cl_lead_inbound", AddContacts(listOf("+14155550123")))
        assertEquals(1, list.size)
    }

    @Test
    fun `503 api disabled halts`() = runBlocking {
        wm.stubFor(any(anyUrl()).willReturn(aResponse().withStatus(503).withHeader("Content-Type", "application/json")
            .withBody("""{"error":"API disabled","details":[]}""")))

        val ex = assertThrows<HttpClientResponseException> { runBlocking { api.contactLists() } }
        assertInstanceOf(SyncOutcome.Halt::class.java, RinglaneFailureClassifier.classify(ex))
    }
}
