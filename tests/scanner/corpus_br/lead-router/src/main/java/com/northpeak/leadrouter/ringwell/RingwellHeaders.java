package com.northpeak.leadrouter.ringwell;

final class RingwellHeaders {
    static final String API_KEY = "x-api-key";
    static final String ACTING_USER = "X-User-Id";

    private RingwellHeaders() {}
}
