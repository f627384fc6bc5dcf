package com.brightpath.outreach.ringlane;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import java.util.List;

@JsonIgnoreProperties(ignoreUnknown = true)
public record RinglaneErrorResponse(
        String error,
        List<FieldIssue> details) {

    public record FieldIssue(String path, String message) {
    }

    public boolean isUserNotFound() {
        return "user not found".equalsIgnoreCase(error);
    }
}
