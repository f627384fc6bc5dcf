package pellham.dispatch

import grails.config.Config
import grails.core.support.GrailsConfigurationAware
import groovy.json.JsonOutput
import groovy.json.JsonSlurper
import groovy.util.logging.Slf4j
import io.micronaut.http.HttpRequest
import io.micronaut.http.MediaType
import io.micronaut.http.MutableHttpRequest
import io.micronaut.http.client.BlockingHttpClient
import io.micronaut.http.client.DefaultHttpClientConfiguration
import io.micronaut.http.client.HttpClient
import io.micronaut.http.client.exceptions.HttpClientResponseException
import pellham.ringlane.RinglaneApiException
import pellham.ringlane.RinglaneHeaders
import pellham.ringlane.RinglaneProperties

import java.time.Duration

/**
 * Thin wrapper around the Ringlane dialer API. Everything goes through {@link #call}.
 */
@Slf4j
class RinglaneClientService implements GrailsConfigurationAware {

    RinglaneProperties props
    private BlockingHttpClient http

    @Override
    void setConfiguration(Config co) {
        props = new RinglaneProperties(
            baseUrl: co.getProperty('pellham.ringlane.baseUrl', String),
            apiKey: co.getProperty('pellham.ringlane.apiKey', String),
            actingUser: co.getProperty('pellham.ringlane.actingUser', String),
            webhookSecret: co.getProperty('pellham.ringlane.webhookSecret', String)
        )
        def cfg = new DefaultHttpClientConfiguration()
        cfg.connectTimeout = Duration.ofMillis(props.connectTimeoutMs)
        cfg.readTimeout = Duration.ofMillis(props.readTimeoutMs)
        http = HttpClient.create(new URL(props.baseUrl), cfg).toBlocking()
        log.info("Ringlane client ready: {}", props)
    }

    Map get(String path, Map query = [:], String actingUser = null) {
        def req = HttpRequest.GET(withQuery(path, query))
        call(req, actingUser)
    }

    Map post(String path, Object body, String actingUser = null) {
        call(HttpRequest.POST(path, JsonOutput.toJson(body)), actingUser)
    }

    Map patch(String path, Object body, String actingUser = null) {
        call(HttpRequest.PATCH(path, JsonOutput.toJson(body)), actingUser)
    }

    Map delete(String path, String actingUser = null) {
        call(HttpRequest.DELETE(path), actingUser)
    }

    private Map call(MutableHttpRequest req, String actingUser) {
        req.contentType(MediaType.APPLICATION_JSON_TYPE)
           .header(RinglaneHeaders.API_KEY, props.apiKey)
           .header(RinglaneHeaders.ACTING_USER_EMAIL, actingUser ?: props.actingUser)
           .header(RinglaneHeaders.REQUEST_ID, UUID.randomUUID().toString())
        int attempt = 0
        while (true) {
            attempt++
            try {
                def resp = http.exchange(req, String)
                String text = resp.body()
                return text ? new JsonSlurper().parseText(text) as Map : [:]
            } catch (HttpClientResponseException e) {
                def err = new RinglaneApiException(e.status.code, e.response.getBody(String).orElse(null))
                if (err.transient && attempt < 3) {
                    log.warn("Ringlane {} on {} {}, retrying ({})", err.status, req.method, req.path, attempt)
                    sleep(500L * attempt)
                    continue
                }
                throw err
            }
        }
    }

    private static String withQuery(String path, Map query) {
        if (!query) return path
        path + '?' + query.collect { k, v -> "${k}=${URLEncoder.encode(v.toString(), 'UTF-8')}" }.join('&')
    }
}
