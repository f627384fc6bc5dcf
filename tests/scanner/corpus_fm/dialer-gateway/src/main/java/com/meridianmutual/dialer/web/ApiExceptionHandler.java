package com.meridianmutual.dialer.web;

import com.meridianmutual.dialer.ringlane.DialerUpstreamException;
import java.util.Map;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;

@RestControllerAdvice
public class ApiExceptionHandler {

    @ExceptionHandler(DialerUpstreamException.class)
    public ResponseEntity<Map<String, String>> upstream(DialerUpstreamException e) {
        HttpStatus status = switch (e.reason()) {
            case AGENT_NOT_PROVISIONED -> HttpStatus.FORBIDDEN;
            case LIST_MISSING -> HttpStatus.NOT_FOUND;
            case INTEGRATION_DISABLED -> HttpStatus.SERVICE_UNAVAILABLE;
            case VALIDATION -> HttpStatus.UNPROCESSABLE_ENTITY;
            default -> HttpStatus.BAD_GATEWAY;
        };
        // The agent desktop reads a flat {"error": "..."} from our own API.
        return ResponseEntity.status(status).body(Map.of("error", e.getMessage()));
    }
}
