package com.harborline.dispatch.web;

import com.harborline.dispatch.ringmetric.RingmetricApiDisabledException;
import com.harborline.dispatch.ringmetric.RingmetricException;
import com.harborline.dispatch.ringmetric.RingmetricTransientException;
import jakarta.persistence.EntityNotFoundException;
import lombok.extern.slf4j.Slf4j;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.MethodArgumentNotValidException;
import org.springframework.web.bind.annotation.ControllerAdvice;
import org.springframework.web.bind.annotation.ExceptionHandler;

import java.util.List;

@Slf4j
@ControllerAdvice
public class GlobalExceptionHandler {

    @ExceptionHandler(EntityNotFoundException.class)
    public ResponseEntity<ApiErrorResponse> notFound(EntityNotFoundException ex) {
        return ResponseEntity.status(HttpStatus.NOT_FOUND)
                .body(new ApiErrorResponse("not_found", ex.getMessage(), List.of()));
    }

    @ExceptionHandler(MethodArgumentNotValidException.class)
    public ResponseEntity<ApiErrorResponse> invalid(MethodArgumentNotValidException ex) {
        var fields = ex.getBindingResult().getFieldErrors().stream()
                .map(fe -> fe.getField() + ": " + fe.getDefaultMessage())
                .toList();
        return ResponseEntity.badRequest()
                .body(new ApiErrorResponse("validation_failed", "Request is invalid", fields));
    }

    @ExceptionHandler(RingmetricApiDisabledException.class)
    public ResponseEntity<ApiErrorResponse> dialerDisabled(RingmetricApiDisabledException ex) {
        log.error("Ringmetric API is disabled for our tenant: {}", ex.getRemoteMessage());
        return ResponseEntity.status(HttpStatus.SERVICE_UNAVAILABLE)
                .body(new ApiErrorResponse("dialer_unavailable", "Dialer integration is switched off", List.of()));
    }

    @ExceptionHandler(RingmetricTransientException.class)
    public ResponseEntity<ApiErrorResponse> dialerFlaky(RingmetricTransientException ex) {
        return ResponseEntity.status(HttpStatus.BAD_GATEWAY)
                .body(new ApiErrorResponse("dialer_unreachable", "Try again in a minute", List.of()));
    }

    @ExceptionHandler(RingmetricException.class)
    public ResponseEntity<ApiErrorResponse> dialer(RingmetricException ex) {
        if ("contact list not found".equals(ex.getRemoteMessage())) {
            return ResponseEntity.status(HttpStatus.CONFLICT)
                    .body(new ApiErrorResponse("list_out_of_sync", "Territory list was deleted in Ringmetric", List.of()));
        }
        return ResponseEntity.status(HttpStatus.BAD_GATEWAY)
                .body(new ApiErrorResponse("dialer_error", ex.getMessage(), List.of()));
    }

    @ExceptionHandler(Exception.class)
    public ResponseEntity<ApiErrorResponse> fallback(Exception ex) {
        log.error("Unhandled error", ex);
        return ResponseEntity.internalServerError()
                .body(new ApiErrorResponse("internal_error", "Something went wrong", List.of()));
    }
}
