package com.brightwater.leadrouter.dialwell.model;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import java.util.List;

@JsonIgnoreProperties(ignoreUnknown = true)
public class DialwellErrorBody {
    public String error;
    public List<Detail> details;

    @JsonIgnoreProperties(ignoreUnknown = true)
    public static class Detail {
        public String path;
        public String message;
    }
}
