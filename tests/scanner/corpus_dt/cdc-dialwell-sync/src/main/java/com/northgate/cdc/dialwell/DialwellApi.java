package com.northgate.cdc.dialwell;

/** Wire-level constants for the Dialwell public API. */
public final class DialwellApi {

    private DialwellApi() {}

    public static final String DEFAULT_HOST = "https://api.dialwell.io";
    public static final String BASE_PATH = "/api/public/v1";

    public static final String HEADER_API_KEY = "x-api-key";
    public static final String HEADER_ACTING_USER = "x-user-email";

    public static final String CONTACT_LISTS = "/contact-lists";
    public static final String CONTACT_LIST = "/contact-lists/%s";
    public static final String CONTACT_LIST_CONTACTS = "/contact-lists/%s/contacts";
    public static final String CONTACT_LIST_CONTACT = "/contact-lists/%s/contacts/%s";

    public static final String CALLS = "/calls";
}
