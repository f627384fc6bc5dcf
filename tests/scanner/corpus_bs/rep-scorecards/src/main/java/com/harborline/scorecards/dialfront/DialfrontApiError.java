package com.harborline.scorecards.dialfront;

import java.util.List;

/** JSON error body returned by Dialfront. */
public record DialfrontApiError(String error, List<Detail> details) {
    public record Detail(String path, String message) {}

    public boolean isUserNotFound() {
        return "user not found".equalsIgnoreCase(error);
    }
}
