package co.northmoor.ringlane

import com.github.tomakehurst.wiremock.client.WireMock.*
import com.github.tomakehurst.wiremock.junit5.WireMockRuntimeInfo
import com.github.tomakehurst.wiremock.junit5.WireMockTest
import com.github.tomakehurst.wiremock.stubbing.Scenario
import org.junit.jupiter.api.Test
import kotlin.test.assertEquals
import kotlin.test.assertFailsWith

@WireMockTest
class RinglaneClientTest {

    private fun client(wm: WireMockRuntimeInfo) =
        RinglaneClient(RinglaneConfig(apiKey = "k", actingUserEmail = "qa@northmoor.co", baseUrl = wm.httpBaseUrl + "/api/public/v1"))

    @Test
    fun `retries once when the identity provider is unreachable`(wm: WireMockRuntimeInfo) {
        stubFor(get("/api/public/v1/contact-lists").inScenario("idp").whenScenarioStateIs(Scenario.STARTED)
            .willReturn(aResponse().withStatus(502)).willSetStateTo("up"))
        stubFor(get("/api/public/v1/contact-lists").inScenario("idp").whenScenarioStateIs("up")
            .willReturn(okJson("""[{"id":"cl_1","name":"Depot LEE","size":3}]""")))

        assertEquals(1, client(wm).contactLists().size)
    }

    @Test
    fun `api disabled is not retried`(wm: WireMockRuntimeInfo) {
        stubFor(any(anyUrl()).willReturn(aResponse().withStatus(503)))
        assertFailsWith<RinglaneException.ApiDisabled> { client(wm).contactList("cl_1") }
        verify(1, anyRequestedFor(anyUrl()))
    }
}
