package com.tallyhive.billing.callstride;

import java.util.List;

/** Error body as returned by Callstride. */
public record CallstrideErrorResponse(String error, List<Detail> details) {
    public record Detail(String path, String message) {}

    public boolean isUserNotFound() {
        return "user not found".equalsIgnoreCase(error);
    }
}
