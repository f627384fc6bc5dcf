package com.acme.calls

import groovy.json.JsonOutput
import groovy.json.JsonSlurper
import groovy.util.logging.Slf4j

import java.net.http.HttpClient
import java.net.http.HttpRequest
import java.net.http.HttpResponse
import java.time.Duration

import static com.acme.calls.CallingHeaders.*

@Slf4j
class CallingGateway {
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build()
    private final String baseUrl = System.getProperty('calling.baseUrl')
    private final String apiKey = System.getenv('CALLING_API_KEY')

    Map createList(String ownerId, String name, List<String> phones) {
        def payload = JsonOutput.toJson([name: name, contacts: phones.collect { [phoneNumber: it] }])
        def req = HttpRequest.newBuilder(URI.create("${baseUrl}/contact-lists"))
                .header(LEGACY_KEY_HEADER, apiKey)
                .header(ACTING_USER_HEADER, ownerId)
                .header(CORRELATION_HEADER, UUID.randomUUID().toString())
                .header('Content-Type', 'application/json')
                .POST(HttpRequest.BodyPublishers.ofString(payload))
                .build()
        def resp = http.send(req, HttpResponse.BodyHandlers.ofString())
        def body = resp.body() ? new JsonSlurper().parseText(resp.body()) : [:]

        switch (resp.statusCode()) {
            case 201:
                return body as Map
            case 503:
                log.warn('Calling public API is switched off; list {} not created', name)
                return null
            default:
                if (body.error == 'user not found') {
                    throw new IllegalStateException("owner ${ownerId} unknown to calling service")
                }
                throw new IllegalStateException("calling: HTTP ${resp.statusCode()}")
        }
    }

    /** Legacy outbound webhook from old subscriptions (HMAC-SHA256 hex of the body). */
    boolean verifyLegacyWebhook(Map<String, String> headers, String rawBody, String secret) {
        String sent = headers['X-Calling-Signature']
        if (!sent) return false
        def mac = javax.crypto.Mac.getInstance('HmacSHA256')
        mac.init(new javax.crypto.spec.SecretKeySpec(secret.getBytes('UTF-8'), 'HmacSHA256'))
        String calc = mac.doFinal(rawBody.getBytes('UTF-8')).encodeHex().toString()
        return java.security.MessageDigest.isEqual(calc.bytes, sent.bytes)
    }

    /** Slack notifications; 503 from Slack just means try later. */
    void notifySlack(String webhookUrl, String text) {
        def req = HttpRequest.newBuilder(URI.create(webhookUrl))
                .header('Content-Type', 'application/json')
                .POST(HttpRequest.BodyPublishers.ofString(JsonOutput.toJson([text: text])))
                .build()
        def resp = http.send(req, HttpResponse.BodyHandlers.ofString())
        if (resp.statusCode() == 503) {
            log.info('slack busy, dropping notification')
        }
    }
}
