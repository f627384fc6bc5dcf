package com.korvath.fms.dialer;

import java.util.List;

import org.codehaus.jackson.annotate.JsonIgnoreProperties;

/**
 * Error body as returned by DialBridge, e.g.
 * <pre>{"error": "contact list not found", "details": []}</pre>
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public class DialBridgeError {

    private String error;
    private List<Detail> details;

    public String getError() {
        return error;
    }

    public void setError(String error) {
        this.error = error;
    }

    public List<Detail> getDetails() {
        return details;
    }

    public void setDetails(List<Detail> details) {
        this.details = details;
    }

    @JsonIgnoreProperties(ignoreUnknown = true)
    public static class Detail {
        private String path;
        private String message;

        public String getPath() { return path; }
        public void setPath(String path) { this.path = path; }
        public String getMessage() { return message; }
        public void setMessage(String message) { this.message = message; }
    }
}
