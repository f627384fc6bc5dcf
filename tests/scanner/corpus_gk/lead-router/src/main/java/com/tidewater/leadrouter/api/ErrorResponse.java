package com.tidewater.leadrouter.api;

import com.fasterxml.jackson.annotation.JsonInclude;

import java.util.List;

/**
 * Error body returned by lead-router's own endpoints:
 * {"error": "could not route lead", "details": ["phone: must match ..."]}
 */
@JsonInclude(JsonInclude.Include.NON_EMPTY)
public record ErrorResponse(String error, List<String> details) {

    public static ErrorResponse of(String error) {
        return new ErrorResponse(error, List.of());
    }
}
