package com.tidemark.dispatch.ringwell.dto;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

/**
 * Error payload returned by Ringwell, e.g.
 * {"error": "contact list not found", "details": []}
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record RingwellErrorBody(
        String error,
        List<FieldProblem> details) {

    public record FieldProblem(String path, String message) {}
}
