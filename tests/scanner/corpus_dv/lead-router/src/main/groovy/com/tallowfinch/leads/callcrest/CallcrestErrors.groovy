package com.tallowfinch.leads.callcrest

import groovy.transform.CompileStatic
import io.micronaut.http.client.exceptions.HttpClientResponseException

/**
 * Classifies failures from {@link CallcrestClient}.
 */
@CompileStatic
final class CallcrestErrors {

    static final Set<Integer> RETRYABLE = [429, 502, 504] as Set

    static CallcrestError body(HttpClientResponseException e) {
        e.getResponse().getBody(CallcrestError).orElse(null)
    }

    static boolean isUserNotFound(HttpClientResponseException e) {
        e.status.code == 404 && body(e)?.error == "user not found"
    }

    static boolean isListNotFound(HttpClientResponseException e) {
        def b = body(e)
        b != null && b.error?.toLowerCase()?.contains("contact list not found")
    }

    static boolean isDisabled(HttpClientResponseException e) {
        e.status.code == 503
    }

    static RuntimeException translate(HttpClientResponseException e) {
        if (RETRYABLE.contains(e.status.code)) {
            return new CallcrestTransientException(e.status.code, body(e)?.summary() ?: e.message)
        }
        e
    }

    private CallcrestErrors() {}
}

@CompileStatic
class CallcrestTransientException extends RuntimeException {
    final int status

    CallcrestTransientException(int status, String message) {
        super(message)
        this.status = status
    }
}
