package com.tallowfinch.leads.callcrest

import io.micronaut.core.annotation.Introspected

/**
 * Shape of Callcrest's error responses, e.g.
 * {"error": "user not found", "details": [{"path": "phone", "message": "invalid"}]}
 */
@Introspected
class CallcrestError {
    String error
    List<Detail> details = []

    @Introspected
    static class Detail {
        String path
        String message
    }

    String summary() {
        details ? "${error} (${details.collect { "${it.path}: ${it.message}" }.join(', ')})" : error
    }
}
