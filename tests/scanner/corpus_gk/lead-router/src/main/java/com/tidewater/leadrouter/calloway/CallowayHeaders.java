package com.tidewater.leadrouter.calloway;

final class CallowayHeaders {
    private CallowayHeaders() {}

    static final String API_KEY = "X-Api-Key";
    static final String ACTING_USER_ID = "X-User-Id";
}
