package com.pinecrest.outreach.dialcrest;

final class DialcrestHeaders {

    static final String API_KEY = "X-API-KEY";
    static final String ACTING_USER_ID = "X-User-Id";

    private DialcrestHeaders() {
    }
}
