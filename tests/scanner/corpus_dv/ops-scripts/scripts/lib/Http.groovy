package lib

import groovy.json.JsonOutput
import groovy.json.JsonSlurper

/**
 * Tiny HttpURLConnection wrapper so the scripts don't need a client library.
 */
class Http {
    static class Response {
        int status
        def json
        String text
    }

    static Response request(String method, String url, Map<String, String> headers = [:], Object body = null) {
        HttpURLConnection conn = (HttpURLConnection) new URL(url).openConnection()
        conn.requestMethod = method
        conn.connectTimeout = 5000
        conn.readTimeout = 20000
        headers.each { k, v -> conn.setRequestProperty(k, v) }
        if (body != null) {
            conn.doOutput = true
            conn.setRequestProperty('Content-Type', 'application/json')
            conn.outputStream.withWriter('UTF-8') { it << JsonOutput.toJson(body) }
        }
        int status = conn.responseCode
        String text = (status < 400 ? conn.inputStream : conn.errorStream)?.getText('UTF-8')
        def json = null
        if (text) {
            try { json = new JsonSlurper().parseText(text) } catch (ignored) {}
        }
        new Response(status: status, json: json, text: text)
    }
}
