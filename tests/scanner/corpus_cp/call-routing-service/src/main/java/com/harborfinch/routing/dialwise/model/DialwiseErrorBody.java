package com.harborfinch.routing.dialwise.model;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import java.util.List;

@JsonIgnoreProperties(ignoreUnknown = true)
public class DialwiseErrorBody {
    public String error;
    public List<Detail> details;

    @JsonIgnoreProperties(ignoreUnknown = true)
    public static class Detail {
        public String path;
        public String message;
    }
}
