package com.norrbeck.campaign.ringlane;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

@JsonIgnoreProperties(ignoreUnknown = true)
public class RinglaneApiError {

    private String error;
    private List<FieldDetail> details;

    public String getError() {
        return error;
    }

    public void setError(String error) {
        this.error = error;
    }

    public List<FieldDetail> getDetails() {
        return details == null ? List.of() : details;
    }

    public void setDetails(List<FieldDetail> details) {
        this.details = details;
    }

    @JsonIgnoreProperties(ignoreUnknown = true)
    public static class FieldDetail {
        public String path;
        public String message;
    }
}
