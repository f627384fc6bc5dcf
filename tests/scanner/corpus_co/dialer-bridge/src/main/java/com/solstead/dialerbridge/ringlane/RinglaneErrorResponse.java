package com.solstead.dialerbridge.ringlane;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import java.util.List;

@JsonIgnoreProperties(ignoreUnknown = true)
public class RinglaneErrorResponse {
    private String error;
    private List<Detail> details;

    public String getError() { return error; }
    public void setError(String error) { this.error = error; }
    public List<Detail> getDetails() { return details; }
    public void setDetails(List<Detail> details) { this.details = details; }

    @JsonIgnoreProperties(ignoreUnknown = true)
    public static class Detail {
        public String path;
        public String message;
    }
}
