package com.tidewater.dialer.client;

/**
 * Wire-level constants for the Calloway public API.
 *
 * <p>Calloway is the outbound dialer the inside-sales team uses; we push
 * renewal leads into its contact lists every 15 minutes.
 */
public final class CallowayConstants {

    private CallowayConstants() {}

    public static final String DEFAULT_HOST = "https://api.calloway.com";
    public static final String API_PREFIX = "/api/public/v1";

    public static final String HEADER_API_KEY = "x-api-key";
    public static final String HEADER_ACTING_USER = "x-user-email";

    public static final String CONTACT_LISTS = "/contact-lists";
    public static final String CONTACT_LIST_BY_ID = "/contact-lists/%s";
    public static final String CONTACT_LIST_CONTACTS = "/contact-lists/%s/contacts";
    public static final String CONTACT_LIST_CONTACT_BY_PHONE = "/contact-lists/%s/contacts/%s";

    /** Calloway rejects pages larger than this. */
    public static final int MAX_PAGE_SIZE = 200;

    public static final String USER_AGENT = "tidewater-dialer-sync/2.7";
}
