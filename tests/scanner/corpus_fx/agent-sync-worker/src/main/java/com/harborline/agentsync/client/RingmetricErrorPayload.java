package com.harborline.agentsync.client;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import lombok.Data;

import java.util.ArrayList;
import java.util.List;

@Data
@JsonIgnoreProperties(ignoreUnknown = true)
public class RingmetricErrorPayload {

    /** Human readable message, e.g. "user not found". */
    private String error;

    private List<FieldIssue> details = new ArrayList<>();

    @Data
    @JsonIgnoreProperties(ignoreUnknown = true)
    public static class FieldIssue {
        private String path;
        private String message;
    }
}
