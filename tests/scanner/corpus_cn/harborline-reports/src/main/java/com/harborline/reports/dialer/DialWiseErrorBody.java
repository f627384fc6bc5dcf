package com.harborline.reports.dialer;

import java.util.List;

/** Shape of DialWise error responses. */
public class DialWiseErrorBody {
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
