package pellham.ringlane

import groovy.json.JsonSlurper
import groovy.transform.CompileStatic
import groovy.transform.CompileDynamic

/**
 * Wraps a non-2xx answer from Ringlane. The body is parsed best-effort.
 */
@CompileStatic
class RinglaneApiException extends RuntimeException {
    final int status
    final String errorMessage
    final List<Map> details

    RinglaneApiException(int status, String rawBody) {
        super("Ringlane answered ${status}: ${rawBody?.take(300)}")
        this.status = status
        Map parsed = parse(rawBody)
        this.errorMessage = parsed?.error as String
        this.details = (parsed?.details ?: []) as List<Map>
    }

    @CompileDynamic
    private static Map parse(String raw) {
        if (!raw) return null
        try {
            def obj = new JsonSlurper().parseText(raw)
            return obj instanceof Map ? obj : null
        } catch (ignored) {
            return null
        }
    }

    boolean isUserNotFound() {
        status == 404 && errorMessage?.equalsIgnoreCase('user not found')
    }

    boolean isListMissing() {
        status == 404 && errorMessage == 'contact list not found'
    }

    boolean isMissingActingUser() {
        status == 400 && errorMessage?.toLowerCase()?.startsWith('missing x-user')
    }

    boolean isApiDisabled() {
        status == 503
    }

    boolean isTransient() {
        status in [429, 502, 504]
    }

    String fieldErrors() {
        details.collect { Map d -> "${d.path}: ${d.message}" }.join('; ')
    }
}
