package com.tidewell.renewals.callvance

import io.micronaut.http.client.exceptions.HttpClientResponseException
import io.micronaut.test.extensions.junit5.annotation.MicronautTest
import io.micronaut.test.support.TestPropertyProvider
import jakarta.inject.Inject
import org.assertj.core.api.Assertions.assertThat
import org.assertj.core.api.Assertions.assertThatThrownBy
import org.junit.jupiter.api.BeforeEach
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.TestInstance
import org.mockserver.client.MockServerClient
import org.mockserver.model.HttpRequest.request
import org.mockserver.model.HttpResponse.response
import org.mockserver.model.JsonBody.json
import org.testcontainers.containers.MockServerContainer
import org.testcontainers.junit.jupiter.Container
import org.testcontainers.junit.jupiter.Testcontainers
import org.testcontainers.utility.DockerImageName

@Testcontainers
@MicronautTest
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class CallvanceApiTest : TestPropertyProvider {

    companion object {
        @Container
        @JvmStatic
        val mockServer = MockServerContainer(DockerImageName.parse("mockserver/mockserver:5.15.0"))
    }

    override fun getProperties(): Map<String, String> {
        mockServer.start()
        return mapOf(
            "micronaut.http.services.callvance.url" to "${mockServer.endpoint}/api/public/v1",
            "callvance.api-key" to "unit-test-key",
            "callvance.acting-user-id" to "auth0|test",
        )
    }

    @Inject
    lateinit var api: CallvanceApi

    @Inject
    lateinit var translator: CallvanceFailureTranslator

    private lateinit var client: MockServerClient

    @BeforeEach
    fun setUp() {
        client = MockServerClient(mockServer.host, mockServer.serverPort)
        client.reset()
    }

    @Test
    fun `adds contacts to a list`() {
        client.`when`(
            request().withMethod("POST").withPath("/api/public/v1/contact-lists/9120/contacts")
        ).respond(response().withStatusCode(200).withBody(json("""{"added":2,"skipped":0}""")))

        val res = api.addContacts(9120, AddContacts(listOf(Contact("+15555550101"), Contact("+15555550102"))))

        assertThat(res.body()?.added).isEqualTo(2)
    }

    @Test
    fun `404 for unknown user maps to ActingUserMissing`() {
        client.`when`(request().withPath("/api/public/v1/contact-lists/1"))
            .respond(response().withStatusCode(404).withBody(json("""{"error":"user not found","details":[]}""")))

        assertThatThrownBy { api.list(1) }
            .isInstanceOfSatisfying(HttpClientResponseException::class.java) {
                assertThat(translator.translate(1, it)).isInstanceOf(RenewalDialerFailure.ActingUserMissing::class.java)
            }
    }

    @Test
    fun `503 means disabled`() {
        client.`when`(request().withPath("/api/public/v1/contact-lists/2"))
            .respond(response().withStatusCode(503))

        assertThatThrownBy { api.list(2) }
            .isInstanceOfSatisfying(HttpClientResponseException::class.java) {
                assertThat(translator.translate(2, it)).isInstanceOf(RenewalDialerFailure.Disabled::class.java)
            }
    }
}
