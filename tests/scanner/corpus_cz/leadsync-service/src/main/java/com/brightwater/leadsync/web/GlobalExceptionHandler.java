package com.brightwater.leadsync.web;

import java.util.Map;

import com.brightwater.leadsync.pricing.PricingUnavailableException;
import com.brightwater.leadsync.ringlane.RinglaneException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.MethodArgumentNotValidException;
import org.springframework.web.bind.annotation.ControllerAdvice;
import org.springframework.web.bind.annotation.ExceptionHandler;

/**
 * Maps failures to the JSON shape our own front-end expects: {"error": "..."}.
 */
@ControllerAdvice
public class GlobalExceptionHandler {

    private static final Logger log = LoggerFactory.getLogger(GlobalExceptionHandler.class);

    @ExceptionHandler(MethodArgumentNotValidException.class)
    public ResponseEntity<Map<String, Object>> invalid(MethodArgumentNotValidException ex) {
        var fields = ex.getBindingResult().getFieldErrors().stream()
                .map(f -> Map.of("field", f.getField(), "message", String.valueOf(f.getDefaultMessage())))
                .toList();
        return ResponseEntity.badRequest().body(Map.of("error", "validation failed", "fields", fields));
    }

    @ExceptionHandler(RinglaneException.class)
    public ResponseEntity<Map<String, String>> dialer(RinglaneException ex) {
        log.warn("dialer call failed: {}", ex.getMessage());
        HttpStatus status = ex.isRetryable() ? HttpStatus.SERVICE_UNAVAILABLE : HttpStatus.BAD_GATEWAY;
        return ResponseEntity.status(status).body(Map.of("error", "Dialer sync failed, try again later"));
    }

    @ExceptionHandler(PricingUnavailableException.class)
    public ResponseEntity<Map<String, String>> pricing(PricingUnavailableException ex) {
        return ResponseEntity.status(HttpStatus.SERVICE_UNAVAILABLE).body(Map.of("error", ex.getMessage()));
    }

    @ExceptionHandler(IllegalArgumentException.class)
    public ResponseEntity<Map<String, String>> badRequest(IllegalArgumentException ex) {
        return ResponseEntity.status(HttpStatus.NOT_FOUND).body(Map.of("error", "user not found"));
    }
}
