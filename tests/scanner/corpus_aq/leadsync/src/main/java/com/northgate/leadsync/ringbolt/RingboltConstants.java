package com.northgate.leadsync.ringbolt;

public final class RingboltConstants {

    private RingboltConstants() {}

    public static final String BASE_PATH_TEMPLATE = "/api/public/%s";
    public static final String HEADER_API_KEY = "X-API-Key";
    public static final String HEADER_USER_EMAIL = "X-User-Email";

    public static final String PATH_LISTS = "/contact-lists";
    public static final String PATH_LIST = "/contact-lists/%s";
    public static final String PATH_LIST_CONTACTS = "/contact-lists/%s/contacts";

    public static final String MSG_USER_NOT_FOUND = "user not found";
    public static final String MSG_LIST_NOT_FOUND = "contact list not found";
}
