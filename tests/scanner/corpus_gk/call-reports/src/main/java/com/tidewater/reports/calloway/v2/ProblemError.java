package com.tidewater.reports.calloway.v2;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

import java.util.List;

/**
 * v2 error envelope: {"error": {"code": "list_not_found", "message": "...", "request_id": "..."}}
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record ProblemError(Body error) {

    @JsonIgnoreProperties(ignoreUnknown = true)
    public record Body(String code, String message, String requestId, List<Field> fields) {}

    @JsonIgnoreProperties(ignoreUnknown = true)
    public record Field(String name, String reason) {}
}
