package com.norrbeck.dispatch.ringlane;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

/**
 * Error payload returned by Ringlane, e.g.
 * {"error": "contact list not found", "details": []}
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record RinglaneErrorBody(String error, List<Detail> details) {

    @JsonIgnoreProperties(ignoreUnknown = true)
    public record Detail(String path, String message) {
    }

    public boolean hasDetails() {
        return details != null && !details.isEmpty();
    }
}
