package com.brightwater.leadsync.ringlane;

import java.util.stream.Collectors;

final class RinglaneErrors {

    private RinglaneErrors() {
    }

    static RinglaneException from(int status, RinglaneErrorBody body) {
        if (status == 404 && body.isUserNotFound()) {
            return new RinglaneException.ActingUserNotFound(body.error());
        }
        if (status == 502) {
            // Ringlane could not reach its identity provider; safe to retry
            return new RinglaneException.IdentityProviderUnavailable("Ringlane IdP unreachable");
        }
        if (status == 503) {
            return new RinglaneException.ApiDisabled("Ringlane public API is disabled for our account");
        }
        String message = body.error() != null ? body.error() : "HTTP " + status;
        if (body.details() != null && !body.details().isEmpty()) {
            message += " (" + body.details().stream()
                    .map(d -> d.path() + ": " + d.message())
                    .collect(Collectors.joining(", ")) + ")";
        }
        return new RinglaneException(status, message, status == 429);
    }
}
