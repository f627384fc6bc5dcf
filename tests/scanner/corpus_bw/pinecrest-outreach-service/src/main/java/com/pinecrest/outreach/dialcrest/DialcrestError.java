package com.pinecrest.outreach.dialcrest;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import java.util.List;

/** Error payload returned by Dialcrest, e.g. {"error": "contact list not found"}. */
@JsonIgnoreProperties(ignoreUnknown = true)
public record DialcrestError(String error, List<Detail> details) {

    @JsonIgnoreProperties(ignoreUnknown = true)
    public record Detail(String path, String message) {
    }
}
