package com.halvorsen.sales.oauth;

import com.fasterxml.jackson.annotation.JsonProperty;
import lombok.Data;

/** RFC 6749 section 5.2 error body from the Okta token endpoint. */
@Data
public class TokenErrorResponse {

    private String error;

    @JsonProperty("error_description")
    private String errorDescription;

    public boolean isInvalidGrant() {
        return "invalid_grant".equals(error);
    }
}
