package com.norrbeck.campaign.ringlane;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

final class RinglaneErrorMapper {

    private static final Logger log = LoggerFactory.getLogger(RinglaneErrorMapper.class);

    private RinglaneErrorMapper() {
    }

    static RuntimeException map(int status, RinglaneApiError err) {
        for (RinglaneApiError.FieldDetail d : err.getDetails()) {
            log.debug("ringlane rejected field {}: {}", d.path, d.message);
        }
        if (status == 404 && "user not found".equals(err.getError())) {
            return new IllegalStateException("Ringlane service user " + "is not provisioned in the IdP");
        }
        if (status == 404) {
            return new ListGoneException(err.getError());
        }
        if (status == 400 && err.getError() != null && err.getError().startsWith("missing")) {
            return new IllegalArgumentException("acting user header missing: " + err.getError());
        }
        return new RuntimeException("ringlane " + status);
    }

    static class ListGoneException extends RuntimeException {
        ListGoneException(String msg) {
            super(msg);
        }
    }
}
