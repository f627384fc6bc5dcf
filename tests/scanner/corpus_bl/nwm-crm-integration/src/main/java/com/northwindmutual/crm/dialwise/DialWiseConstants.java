package com.northwindmutual.crm.dialwise;

/**
 * Wire-level constants for the DialWise public API.
 * See https://developers.dialwise.com (v1 reference).
 */
public final class DialWiseConstants {

    private DialWiseConstants() {
    }

    public static final String DEFAULT_BASE_URL = "https://api.dialwise.com/api/public/v1";

    /** Shared integration key header. */
    public static final String API_KEY_HEADER = "x-api-key";

    /** Which DialWise seat the call is performed as (login email). */
    public static final String ACTING_USER_HEADER = "X-User-Email";

    public static final String CONTACT_LISTS_PATH = "/contact-lists";
    public static final String CONTACT_LIST_PATH = "/contact-lists/{listId}";
    public static final String LIST_CONTACTS_PATH = "/contact-lists/{listId}/contacts";
    public static final String LIST_CONTACT_BY_PHONE_PATH = "/contact-lists/{listId}/contacts/{phone}";

    public static final String SIGNATURE_HEADER = "X-DialWise-Signature";

    public static final int MAX_CONTACTS_PER_REQUEST = 500;
}
