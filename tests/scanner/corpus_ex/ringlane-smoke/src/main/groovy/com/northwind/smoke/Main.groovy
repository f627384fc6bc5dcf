package com.northwind.smoke

import groovy.json.JsonOutput
import groovy.json.JsonSlurper

class Main {
    static final String KEY_HEADER = 'X-API-Key'
    static final String USER_HEADER = 'X-User-Email'

    static void main(String[] args) {
        String base = System.getenv('RINGLANE_BASE') ?: 'https://sandbox.ringlane.io/api/public/v1'
        String key = System.getenv('RINGLANE_KEY')
        String user = System.getenv('RINGLANE_USER') ?: 'qa-smoke@northwindfreight.com'

        def created = call('POST', "${base}/contact-lists", key, user, [name: "smoke-${System.currentTimeMillis()}"])
        String id = created.id
        call('POST', "${base}/contact-lists/${id}/contacts", key, user, [contacts: [[phone: '+14155550123']]])
        call('DELETE', "${base}/contact-lists/${id}", key, user, null)
        println "smoke OK (list ${id})"
    }

    static Object call(String method, String url, String key, String user, Map body) {
        HttpURLConnection conn = (HttpURLConnection) new URL(url).openConnection()
        conn.requestMethod = method
        conn.setRequestProperty(KEY_HEADER, key)
        conn.setRequestProperty(USER_HEADER, user)
        conn.setRequestProperty('Content-Type', 'application/json')
        if (body != null) {
            conn.doOutput = true
            conn.outputStream.withWriter { it << JsonOutput.toJson(body) }
        }
        int code = conn.responseCode
        if (code >= 400) {
            def err = new JsonSlurper().parse(conn.errorStream)
            if (code == 404 && err.error == 'user not found') {
                throw new IllegalStateException("smoke user ${user} is not provisioned in Okta")
            }
            throw new IllegalStateException("${method} ${url} -> ${code}: ${err.error}")
        }
        return code == 204 ? [:] : new JsonSlurper().parse(conn.inputStream)
    }
}
