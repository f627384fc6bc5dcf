package com.halcyon.dialer;

public final class RingwellConstants {
    private RingwellConstants() {}

    public static final String API_VERSION = "v1";
    public static final String HEADER_API_KEY = "x-api-key";
    public static final String HEADER_ACTING_USER = "x-user-email";
    public static final String LISTS_PATH = "/contact-lists";
    public static final int CONNECT_TIMEOUT_MS = 10000;
}
