package ie.halden.outreach.voxreach

import com.github.tomakehurst.wiremock.client.WireMock.*
import com.github.tomakehurst.wiremock.junit5.WireMockTest
import com.github.tomakehurst.wiremock.junit5.WireMockRuntimeInfo
import org.eclipse.microprofile.rest.client.RestClientBuilder
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Test
import java.net.URI

@WireMockTest
class LegacyContactListClientTest {

    @Test
    fun `appends renewal contact`(wm: WireMockRuntimeInfo) {
        stubFor(post("/api/public/v1/contact-lists/cl_dub_renewals/contacts")
            .willReturn(okJson("""{"id":"cl_dub_renewals","name":"Dublin renewals","size":12}""")))

        val client = RestClientBuilder.newBuilder()
            .baseUri(URI.create("${wm.httpBaseUrl}/api/public/v1"))
            .build(LegacyContactListClient::class.java)

        val list = client.append("cl_dub_renewals", LegacyAppendContacts(listOf("+353851234567")))
        assertEquals(12, list.size)
    }
}
