package com.meridianmutual.ci

import groovy.json.JsonSlurper

/**
 * Used by the nightly "ringlane-janitor" job to delete the throwaway contact lists
 * created by integration tests against the sandbox account.
 */
class RinglaneListJanitor implements Serializable {

    static final String BASE = 'https://sandbox.ringlane.com/api/public/v1'

    def steps
    String apiKey
    String actingUserId

    RinglaneListJanitor(steps, String apiKey, String actingUserId) {
        this.steps = steps
        this.apiKey = apiKey
        this.actingUserId = actingUserId
    }

    List<String> staleListIds() {
        def conn = new URL("${BASE}/contact-lists?per_page=200").openConnection()
        conn.setRequestProperty('X-API-KEY', apiKey)
        conn.setRequestProperty('X-USER-ID', actingUserId)
        if (conn.responseCode == 502) {
            steps.echo 'Ringlane IdP unreachable, skipping janitor run'
            return []
        }
        def json = new JsonSlurper().parse(conn.inputStream)
        return json.data.findAll { it.name.startsWith('it-') }.collect { it.id }
    }

    void delete(String listId) {
        def conn = new URL("${BASE}/contact-lists/${listId}").openConnection()
        conn.requestMethod = 'DELETE'
        conn.setRequestProperty('X-API-KEY', apiKey)
        conn.setRequestProperty('X-USER-ID', actingUserId)
        if (conn.responseCode >= 400) {
            def err = new JsonSlurper().parse(conn.errorStream)
            steps.echo "Could not delete ${listId}: ${err.error}"
        }
    }
}
