package com.tidewell.renewals.callvance

import com.tidewell.renewals.callvance.v2.CallvanceV2Client
import com.tidewell.renewals.callvance.v2.Member
import com.tidewell.renewals.callvance.v2.MembersRequest
import io.micronaut.test.extensions.junit5.annotation.MicronautTest
import io.micronaut.test.support.TestPropertyProvider
import jakarta.inject.Inject
import org.assertj.core.api.Assertions.assertThat
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.TestInstance
import org.mockserver.client.MockServerClient
import org.mockserver.model.HttpRequest.request
import org.mockserver.model.HttpResponse.response
import org.mockserver.model.JsonBody.json
import org.testcontainers.containers.MockServerContainer
import org.testcontainers.utility.DockerImageName

@MicronautTest
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class CallvanceV2ClientTest : TestPropertyProvider {

    private val mockServer = MockServerContainer(DockerImageName.parse("mockserver/mockserver:5.15.0"))
    private val token = "cv_test_3f1c9a2e-7b44-4d0e-9a61-2c8e5f0d7b13.s3cr3tTestOnly"

    override fun getProperties(): Map<String, String> {
        mockServer.start()
        return mapOf(
            "micronaut.http.services.callvance-v2.url" to "${mockServer.endpoint}/api/public/v2",
            "callvance.v2.token" to token,
        )
    }

    @Inject
    lateinit var v2: CallvanceV2Client

    @Test
    fun `adds members with bearer token`() {
        MockServerClient(mockServer.host, mockServer.serverPort)
            .`when`(
                request().withMethod("POST").withPath("/api/public/v2/audiences/aud_9/members")
                    .withHeader("Authorization", "Bearer $token")
            )
            .respond(response().withStatusCode(202).withBody(json("""{"accepted":1}""")))

        val res = v2.addMembers("aud_9", MembersRequest(listOf(Member("+15555550199", "Test"))))
        assertThat(res.accepted).isEqualTo(1)
    }
}
