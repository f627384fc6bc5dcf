package com.brightwater.leadsync.ringlane;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

/**
 * Error payload returned by Ringlane, e.g.
 * {"error": "contact list not found", "details": []}
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record RinglaneErrorBody(String error, List<FieldIssue> details) {

    public record FieldIssue(String path, String message) {
    }

    public static RinglaneErrorBody empty() {
        return new RinglaneErrorBody(null, List.of());
    }

    public boolean isUserNotFound() {
        return "user not found".equalsIgnoreCase(error);
    }
}
