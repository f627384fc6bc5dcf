package com.norrbeck.campaign.kt

import com.github.tomakehurst.wiremock.client.WireMock.aResponse
import com.github.tomakehurst.wiremock.client.WireMock.delete
import com.github.tomakehurst.wiremock.client.WireMock.get
import com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo
import com.github.tomakehurst.wiremock.junit5.WireMockRuntimeInfo
import com.github.tomakehurst.wiremock.junit5.WireMockTest
import com.github.tomakehurst.wiremock.client.WireMock.stubFor
import kotlinx.coroutines.runBlocking
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows

@WireMockTest
class RinglaneLegacyApiTest {

    @Test
    fun `502 from ringlane becomes IdpDown`(wm: WireMockRuntimeInfo) {
        stubFor(
            delete(urlPathEqualTo("/api/public/v1/contact-lists/cl_1/contacts/+46700000000"))
                .willReturn(aResponse().withStatus(502).withBody("""{"error":"identity provider unreachable"}"""))
        )
        val api = RinglaneLegacyApi(wm.httpBaseUrl, "k", "qa@norrbeck.se")
        assertThrows<ReconcileFailure.IdpDown> { runBlocking { api.dropContact("cl_1", "+46700000000") } }
    }

    @Test
    fun `lists are parsed`(wm: WireMockRuntimeInfo) {
        stubFor(
            get(urlPathEqualTo("/api/public/v1/contact-lists"))
                .willReturn(aResponse().withHeader("Content-Type", "application/json")
                    .withBody("""[{"id":"cl_1","name":"Renewals"}]"""))
        )
        val api = RinglaneLegacyApi(wm.httpBaseUrl, "k", "qa@norrbeck.se")
        assert(runBlocking { api.lists() }.single().name == "Renewals")
    }
}
