package com.harborline.dispatch.ringmetric;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

import java.util.List;

/**
 * Error payload returned by Ringmetric, e.g.
 * <pre>{"error": "contact list not found", "details": []}</pre>
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record RingmetricApiError(
        String error,
        List<Detail> details
) {

    @JsonIgnoreProperties(ignoreUnknown = true)
    public record Detail(String path, String message) {
    }

    public String describe() {
        if (details == null || details.isEmpty()) {
            return error;
        }
        StringBuilder sb = new StringBuilder(error).append(" (");
        for (Detail d : details) {
            sb.append(d.path()).append(": ").append(d.message()).append("; ");
        }
        return sb.append(')').toString();
    }
}
