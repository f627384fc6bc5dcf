package com.quillstone.leads.talkpath;

final class TalkpathHeaders {
    static final String API_KEY = "X-API-Key";
    static final String ACTING_USER = "X-User-Id";
    static final String REQUEST_ID = "X-Request-Id";

    private TalkpathHeaders() {}
}
