package pellham.dispatch

import com.github.tomakehurst.wiremock.WireMockServer
import grails.testing.services.ServiceUnitTest
import org.grails.config.PropertySourcesConfig
import pellham.ringlane.RinglaneApiException
import spock.lang.Shared
import spock.lang.Specification
import spock.lang.Unroll

import static com.github.tomakehurst.wiremock.client.WireMock.*

class RinglaneClientServiceSpec extends Specification implements ServiceUnitTest<RinglaneClientService> {

    @Shared WireMockServer wm = new WireMockServer(8089)

    def setupSpec() { wm.start() }
    def cleanupSpec() { wm.stop() }

    def setup() {
        wm.resetAll()
        service.setConfiguration(new PropertySourcesConfig([
            'pellham.ringlane.baseUrl'   : 'http://localhost:8089/api/public/v1',
            'pellham.ringlane.apiKey'    : 'spec-key',
            'pellham.ringlane.actingUser': 'spec@pellhamhome.com'
        ]))
    }

    void "sends key and acting user on every request"() {
        given:
        wm.stubFor(get(urlEqualTo('/api/public/v1/contact-lists'))
            .willReturn(okJson('{"data":[]}')))

        when:
        service.get('/contact-lists')

        then:
        wm.verify(getRequestedFor(urlEqualTo('/api/public/v1/contact-lists'))
            .withHeader('x-api-key', equalTo('spec-key'))
            .withHeader('x-user-email', equalTo('spec@pellhamhome.com')))
    }

    void "retries a 502 twice then gives up"() {
        given:
        wm.stubFor(get(anyUrl()).willReturn(aResponse().withStatus(502).withBody('{"error":"identity provider unavailable"}')))

        when:
        service.get('/users/me')

        then:
        def e = thrown(RinglaneApiException)
        e.status == 502
        wm.findAll(getRequestedFor(anyUrl())).size() == 3
    }

    @Unroll
    void "status #status maps to userNotFound=#unf apiDisabled=#disabled"() {
        given:
        wm.stubFor(get(anyUrl()).willReturn(aResponse().withStatus(status).withBody(body)))

        when:
        service.get('/users/me')

        then:
        def e = thrown(RinglaneApiException)
        e.userNotFound == unf
        e.apiDisabled == disabled

        where:
        status | body                                  || unf   | disabled
        404    | '{"error":"user not found"}'          || true  | false
        404    | '{"error":"contact list not found"}'  || false | false
        503    | '{"error":"API disabled"}'            || false | true
        401    | '{"error":"invalid api key"}'         || false | false
    }
}
