package com.harborline.renewals.calling;

final class RingCadenceHeaders {
    static final String API_KEY = "x-api-key";
    static final String ACTING_USER_EMAIL = "x-user-email";
    static final String CONTACT_LISTS = "contact-lists";
    static final String CONTACTS = "contacts";

    private RingCadenceHeaders() {}
}
