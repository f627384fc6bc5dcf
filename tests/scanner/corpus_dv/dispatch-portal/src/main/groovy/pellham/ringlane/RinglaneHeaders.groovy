package pellham.ringlane

import groovy.transform.CompileStatic

/**
 * Header names the Ringlane public API expects on every call.
 * Keep these in one place - the webhook controller and the cron scripts copy them.
 */
@CompileStatic
final class RinglaneHeaders {
    static final String API_KEY = 'x-api-key'
    static final String ACTING_USER_EMAIL = 'x-user-email'
    static final String ACTING_USER_ID = 'X-User-Id'
    static final String REQUEST_ID = 'X-Request-Id'

    private RinglaneHeaders() {}
}
