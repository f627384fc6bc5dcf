package com.harborline.voice.ringmetric;

import java.util.List;

/**
 * v2 error envelope: {"error": {"code": "...", "message": "...", "request_id": "..."}}
 */
public record RingmetricV2Error(ErrorBody error) {

    public record ErrorBody(String code, String message, String requestId, List<Violation> violations) {
    }

    public record Violation(String field, String reason) {
    }
}
