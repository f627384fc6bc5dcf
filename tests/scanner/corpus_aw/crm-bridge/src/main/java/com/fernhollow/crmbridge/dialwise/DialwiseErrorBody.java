package com.fernhollow.crmbridge.dialwise;

import java.util.List;

/** Shape of Dialwise error responses. */
public class DialwiseErrorBody {
    public String error;
    public List<Detail> details;

    public static class Detail {
        public String path;
        public String message;
    }

    public boolean isUserNotFound() {
        return error != null && error.equalsIgnoreCase("user not found");
    }
}
