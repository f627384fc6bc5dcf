package com.tallowbrook.ci

import groovy.json.JsonOutput
import groovy.json.JsonSlurper

/**
 * Used by release pipelines to announce deploys to the SDR floor: we push the on-call
 * engineer's phone into a "release-bridge" call list.
 */
class DialstreamApi implements Serializable {
    static final String BASE_URL = 'https://api.dialstream.com/api/public/v1'
    static final String KEY_HEADER = 'x-api-key'

    private final def steps
    private final String apiKey
    private final String actingUser

    DialstreamApi(steps, String apiKey, String actingUser) {
        this.steps = steps
        this.apiKey = apiKey
        this.actingUser = actingUser
    }

    Map request(String method, String path, Map body = null) {
        def conn = new URL("${BASE_URL}${path}").openConnection()
        conn.requestMethod = method
        conn.setRequestProperty(KEY_HEADER, apiKey)
        conn.setRequestProperty('x-user-email', actingUser)
        conn.setRequestProperty('Content-Type', 'application/json')
        if (body != null) {
            conn.doOutput = true
            conn.outputStream.withWriter { it << JsonOutput.toJson(body) }
        }
        int code = conn.responseCode
        def stream = code >= 400 ? conn.errorStream : conn.inputStream
        def parsed = stream ? new JsonSlurper().parse(stream) : [:]
        if (code >= 400) {
            steps.echo "Dialstream ${method} ${path} failed (${code}): ${parsed.error}"
            if (code == 503) {
                steps.echo 'Dialstream public API is disabled -- skipping notification'
                return [:]
            }
            steps.error("Dialstream call failed with ${code}")
        }
        return parsed as Map
    }

    void addToBridge(String listId, String phone) {
        request('POST', "/contact-lists/${listId}/contacts", [contacts: [[phone: phone]]])
    }

    Map bridge(String listId) {
        return request('GET', "/contact-lists/${listId}")
    }

    void clearBridge(String listId, String phone) {
        request('DELETE', "/contact-lists/${listId}/contacts/${URLEncoder.encode(phone, 'UTF-8')}")
    }
}
