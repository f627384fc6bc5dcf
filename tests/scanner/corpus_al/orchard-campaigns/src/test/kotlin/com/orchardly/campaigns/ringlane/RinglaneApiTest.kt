package com.orchardly.campaigns.ringlane

import com.github.tomakehurst.wiremock.client.WireMock.*
import com.github.tomakehurst.wiremock.junit5.WireMockTest
import com.github.tomakehurst.wiremock.junit5.WireMockRuntimeInfo
import kotlinx.coroutines.runBlocking
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Test

@WireMockTest
class RinglaneApiTest {
    private fun api(wm: WireMockRuntimeInfo) =
        RinglaneConfig("${wm.httpBaseUrl}/api/public/v1/", "test-key", "auth0|t").let {
            it.ringlaneApi(it.ringlaneHttpClient(), com.fasterxml.jackson.databind.ObjectMapper().findAndRegisterModules())
        }

    @Test
    fun `adds contacts and retries once on 502`(wm: WireMockRuntimeInfo) = runBlocking {
        stubFor(post(urlEqualTo("/api/public/v1/contact-lists/42/contacts"))
            .inScenario("idp").whenScenarioStateIs("Started").willSetStateTo("ok")
            .willReturn(aResponse().withStatus(502)))
        stubFor(post(urlEqualTo("/api/public/v1/contact-lists/42/contacts")).inScenario("idp")
            .whenScenarioStateIs("ok").willReturn(aResponse().withStatus(204)))

        val resp = api(wm).addContacts(42, ContactsPayload(listOf(ContactDto("+15551230000"))))
        assertEquals(204, resp.code())
    }

    @Test
    fun `503 is surfaced`(wm: WireMockRuntimeInfo) = runBlocking {
        stubFor(get(urlPathEqualTo("/api/public/v1/contact-lists")).willReturn(aResponse().withStatus(503)))
        val r = runCatching { api(wm).listContactLists() }
        assertEquals(true, r.isFailure)
    }
}
