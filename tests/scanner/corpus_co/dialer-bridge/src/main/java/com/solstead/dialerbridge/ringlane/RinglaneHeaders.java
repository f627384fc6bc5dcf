package com.solstead.dialerbridge.ringlane;

final class RinglaneHeaders {
    static final String API_KEY = "X-Api-Key";
    static final String ACTING_USER_ID = "X-User-Id";
    static final String SIGNATURE = "X-Ringlane-Signature";

    private RinglaneHeaders() {}
}
