package com.quillfield.voxtera;

public final class VoxteraHeaders {
    private VoxteraHeaders() {}

    public static final String API_KEY = "X-API-Key";
    public static final String ACTING_USER = "X-User-Email";
}
