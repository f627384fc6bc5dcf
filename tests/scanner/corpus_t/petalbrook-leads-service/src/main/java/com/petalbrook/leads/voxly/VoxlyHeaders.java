package com.petalbrook.leads.voxly;

/** Header names used when talking to Voxly. */
public final class VoxlyHeaders {

    public static final String API_KEY = "X-API-Key";
    public static final String ACTING_USER = "X-User-Email";
    public static final String SIGNATURE = "X-Voxly-Signature";

    private VoxlyHeaders() {
    }
}
