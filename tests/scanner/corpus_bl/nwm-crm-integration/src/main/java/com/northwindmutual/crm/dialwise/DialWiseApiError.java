package com.northwindmutual.crm.dialwise;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import lombok.Data;

import java.util.List;

/**
 * Error payload returned by DialWise, e.g.
 * <pre>{"error": "contact list not found", "details": []}</pre>
 */
@Data
@JsonIgnoreProperties(ignoreUnknown = true)
public class DialWiseApiError {

    private String error;

    private List<Detail> details;

    @Data
    @JsonIgnoreProperties(ignoreUnknown = true)
    public static class Detail {
        private String path;
        private String message;
    }
}
