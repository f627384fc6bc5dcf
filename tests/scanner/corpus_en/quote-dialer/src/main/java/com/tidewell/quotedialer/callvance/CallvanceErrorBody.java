package com.tidewell.quotedialer.callvance;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

import java.util.List;

/**
 * Shape of a Callvance error response, e.g.
 * <pre>{"error": "contact list not found", "details": []}</pre>
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public class CallvanceErrorBody {

    public String error;
    public List<Detail> details;

    @JsonIgnoreProperties(ignoreUnknown = true)
    public static class Detail {
        public String path;
        public String message;
    }

    public String describe() {
        if (details == null || details.isEmpty()) {
            return error;
        }
        StringBuilder sb = new StringBuilder(error);
        for (Detail d : details) {
            sb.append("; ").append(d.path).append(": ").append(d.message);
        }
        return sb.toString();
    }
}
