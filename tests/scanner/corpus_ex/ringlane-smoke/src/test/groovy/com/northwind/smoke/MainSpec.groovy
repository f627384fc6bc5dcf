package com.northwind.smoke

import com.github.tomakehurst.wiremock.WireMockServer
import spock.lang.Shared
import spock.lang.Specification

import static com.github.tomakehurst.wiremock.client.WireMock.*

class MainSpec extends Specification {
    @Shared WireMockServer wm = new WireMockServer(0)

    def setupSpec() { wm.start() }
    def cleanupSpec() { wm.stop() }

    def "reports a missing Okta user clearly"() {
        given:
        wm.stubFor(post(urlEqualTo('/api/public/v1/contact-lists'))
            .willReturn(aResponse().withStatus(404).withBody('{"error":"user not found"}')))

        when:
        Main.call('POST', "http://localhost:${wm.port()}/api/public/v1/contact-lists", 'k', 'ghost@x.com', [name: 'x'])

        then:
        def e = thrown(IllegalStateException)
        e.message.contains('not provisioned')
    }
}
