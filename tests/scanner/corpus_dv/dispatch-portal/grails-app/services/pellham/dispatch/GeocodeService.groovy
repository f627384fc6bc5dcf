package pellham.dispatch

import grails.config.Config
import grails.core.support.GrailsConfigurationAware
import groovy.json.JsonSlurper
import groovy.util.logging.Slf4j

/**
 * Calls our geocoder lambda behind AWS API Gateway (usage-plan key).
 */
@Slf4j
class GeocodeService implements GrailsConfigurationAware {

    String url
    String apiKey

    @Override
    void setConfiguration(Config co) {
        url = co.getProperty('pellham.geocoder.url', String)
        apiKey = co.getProperty('pellham.geocoder.apiKey', String)
    }

    Map geocode(String address) {
        for (int attempt = 1; attempt <= 3; attempt++) {
            HttpURLConnection conn = (HttpURLConnection) new URL("${url}?q=${URLEncoder.encode(address, 'UTF-8')}").openConnection()
            conn.setRequestProperty('x-api-key', apiKey)
            conn.setRequestProperty('Accept', 'application/json')
            int code = conn.responseCode
            if (code == 200) {
                return new JsonSlurper().parse(conn.inputStream) as Map
            }
            if (code in [502, 503, 504]) {
                log.warn("geocoder gateway returned {}, attempt {}", code, attempt)
                sleep(300 * attempt)
                continue
            }
            if (code == 404) {
                return null
            }
            def err = new JsonSlurper().parse(conn.errorStream) as Map
            throw new IllegalStateException("geocoder failed: ${err.error}")
        }
        null
    }
}
