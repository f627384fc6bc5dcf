package com.harborline.scorecards.dialfront;

public final class DialfrontHeaders {
    public static final String API_KEY = "X-Api-Key";
    public static final String ACTING_USER = "X-User-Email";

    private DialfrontHeaders() {}
}
