package com.tidemark.dispatch.web;

import java.util.Map;

import com.tidemark.dispatch.ringwell.exception.RingwellUnavailableException;
import com.tidemark.dispatch.ringwell.exception.RingwellUserNotFoundException;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;
import org.springframework.web.server.ResponseStatusException;

/**
 * Shapes errors returned by *our* API to the console.
 */
@RestControllerAdvice
public class ApiExceptionAdvice {

    @ExceptionHandler(RingwellUnavailableException.class)
    ResponseEntity<Map<String, String>> ringwellDown(RingwellUnavailableException e) {
        return ResponseEntity.status(HttpStatus.SERVICE_UNAVAILABLE)
                .body(Map.of("error", "Calling integration temporarily unavailable"));
    }

    @ExceptionHandler(RingwellUserNotFoundException.class)
    ResponseEntity<Map<String, String>> botMissing(RingwellUserNotFoundException e) {
        return ResponseEntity.status(HttpStatus.FAILED_DEPENDENCY)
                .body(Map.of("error", "Dispatch bot user is missing in Ringwell"));
    }

    @ExceptionHandler(ResponseStatusException.class)
    ResponseEntity<Map<String, String>> status(ResponseStatusException e) {
        return ResponseEntity.status(e.getStatusCode())
                .body(Map.of("error", e.getReason() == null ? "error" : e.getReason()));
    }
}
