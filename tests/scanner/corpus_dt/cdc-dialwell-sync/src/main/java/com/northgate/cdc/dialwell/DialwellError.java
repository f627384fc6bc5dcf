package com.northgate.cdc.dialwell;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import java.util.List;
import java.util.stream.Collectors;

/** Error body returned by Dialwell on non-2xx responses. */
@JsonIgnoreProperties(ignoreUnknown = true)
public record DialwellError(
        String error,
        List<Detail> details) {

    @JsonIgnoreProperties(ignoreUnknown = true)
    public record Detail(String path, String message) {}

    public String summary() {
        if (details == null || details.isEmpty()) {
            return error;
        }
        return error + ": " + details.stream()
                .map(d -> d.path() + " " + d.message())
                .collect(Collectors.joining(", "));
    }
}
