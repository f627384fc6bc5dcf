package com.tessaly.orders.dialer;

import java.util.Collections;
import java.util.List;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

@JsonIgnoreProperties(ignoreUnknown = true)
public class DialSpanErrorBody {

    private String error;
    private List<Detail> details = Collections.emptyList();

    public String getError() { return error; }
    public void setError(String error) { this.error = error; }
    public List<Detail> getDetails() { return details; }
    public void setDetails(List<Detail> details) { this.details = details; }

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
