package com.northwind.crmsync.dialwave;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import java.util.List;
import lombok.Data;

@Data
@JsonIgnoreProperties(ignoreUnknown = true)
public class DialwaveErrorBody {

    /** Human readable message, e.g. "contact list not found". */
    private String error;

    private List<FieldIssue> details;

    @Data
    @JsonIgnoreProperties(ignoreUnknown = true)
    public static class FieldIssue {
        private String path;
        private String message;
    }
}
