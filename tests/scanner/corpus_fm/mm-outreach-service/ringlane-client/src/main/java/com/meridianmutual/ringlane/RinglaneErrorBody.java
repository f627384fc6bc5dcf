package com.meridianmutual.ringlane;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import java.util.List;

/** Shape of Ringlane error responses, e.g. {"error": "contact list not found", "details": []}. */
@JsonIgnoreProperties(ignoreUnknown = true)
public record RinglaneErrorBody(
        String error,
        List<Detail> details) {

    @JsonIgnoreProperties(ignoreUnknown = true)
    public record Detail(String path, String message) {
    }
}
