package co.northmoor.dispatch.ringlane;

/**
 * Header names expected by the Ringlane public API.
 */
public final class RinglaneHeaders {

    /** Shared account key issued in the Ringlane admin console. */
    public static final String API_KEY = "x-api-key";

    /** Ringlane user the calls are placed on behalf of (login email). */
    public static final String ACTING_USER = "X-User-Email";

    public static final String REQUEST_ID = "X-Request-Id";

    private RinglaneHeaders() {
    }
}
