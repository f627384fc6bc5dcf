package com.tidewater.dialer.client;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;

import java.util.Collections;
import java.util.List;

/**
 * Error payload returned by Calloway, e.g.
 * <pre>{"error": "contact list not found", "details": []}</pre>
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public class CallowayErrorBody {

    @JsonProperty("error")
    private String error;

    @JsonProperty("details")
    private List<Detail> details = Collections.emptyList();

    public String getError() {
        return error;
    }

    public List<Detail> getDetails() {
        return details;
    }

    public boolean isUserNotFound() {
        return "user not found".equals(error);
    }

    @JsonIgnoreProperties(ignoreUnknown = true)
    public static class Detail {
        @JsonProperty("path")
        private String path;
        @JsonProperty("message")
        private String message;

        public String getPath() { return path; }
        public String getMessage() { return message; }

        @Override
        public String toString() {
            return path + ": " + message;
        }
    }
}
