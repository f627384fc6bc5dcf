package com.brightpath.outreach.ringlane;

final class RinglaneHeaders {
    static final String API_KEY = "X-API-KEY";
    static final String ACTING_USER = "X-USER-EMAIL";
    static final String LEGACY_SIGNATURE = "X-Ringlane-Signature";

    private RinglaneHeaders() {
    }
}
