package com.clinicly.calling;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;

import java.util.List;

/**
 * Error payload returned by the Dialwave calling API.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public class CallingErrorResponse {

    @JsonProperty("error") private String error;

    @JsonProperty("details")
    private List<Detail> details;

    public String getError() {
        return error;
    }

    public boolean isUserNotFound() {
        return "user not found".equalsIgnoreCase(error);
    }

    public List<Detail> getDetails() {
        return details;
    }

    @JsonIgnoreProperties(ignoreUnknown = true)
    public static class Detail {
        public String path;
        public String message;
    }
}
