package com.tidemark.dispatch.ringwell.exception;

import java.util.List;
import java.util.stream.Collectors;

import com.tidemark.dispatch.ringwell.dto.RingwellErrorBody;

public class RingwellApiException extends RuntimeException {

    private final int status;
    private final transient RingwellErrorBody body;

    public RingwellApiException(int status, String message, RingwellErrorBody body) {
        super(message);
        this.status = status;
        this.body = body;
    }

    public int status() {
        return status;
    }

    public boolean isListNotFound() {
        return status == 404 && body != null && "contact list not found".equals(body.error());
    }

    /** Flattens validation problems into "path: message" strings for the UI. */
    public List<String> fieldErrors() {
        if (body == null || body.details() == null) {
            return List.of();
        }
        return body.details().stream()
                .map(d -> d.path() + ": " + d.message())
                .collect(Collectors.toList());
    }
}
