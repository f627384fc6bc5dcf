package pellham.dispatch

import grails.config.Config
import grails.core.support.GrailsConfigurationAware
import groovy.json.JsonOutput
import groovy.json.JsonSlurper

/**
 * Our internal mailer (wraps the ESP). It keeps its own marketing contact lists.
 */
class MailerService implements GrailsConfigurationAware {

    String baseUrl
    String apiKey

    @Override
    void setConfiguration(Config co) {
        baseUrl = co.getProperty('pellham.mailer.url', String)
        apiKey = co.getProperty('pellham.mailer.apiKey', String)
    }

    void addToNewsletter(String email, String listId) {
        def conn = (HttpURLConnection) new URL("${baseUrl}/contact-lists/${listId}/members").openConnection()
        conn.requestMethod = 'POST'
        conn.doOutput = true
        conn.setRequestProperty('X-API-Key', apiKey)
        conn.setRequestProperty('Content-Type', 'application/json')
        conn.outputStream.withWriter { it << JsonOutput.toJson([email: email]) }
        if (conn.responseCode >= 400) {
            Map body = new JsonSlurper().parse(conn.errorStream) as Map
            if (conn.responseCode == 404 && body.error == 'list not found') {
                throw new IllegalArgumentException("unknown mailer list ${listId}")
            }
            throw new IllegalStateException("mailer: ${body.error}")
        }
    }
}
