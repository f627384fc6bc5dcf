package com.northpeak.leadrouter.dialwise;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import java.util.List;

@JsonIgnoreProperties(ignoreUnknown = true)
public class DialwiseErrorBody {
    public String error;
    public List<FieldProblem> details;

    @JsonIgnoreProperties(ignoreUnknown = true)
    public static class FieldProblem {
        public String path;
        public String message;
    }
}
