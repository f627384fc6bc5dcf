package com.petalbrook.leads.voxly;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import java.util.List;

@JsonIgnoreProperties(ignoreUnknown = true)
public record VoxlyErrorBody(String error, List<Detail> details) {

    @JsonIgnoreProperties(ignoreUnknown = true)
    public record Detail(String path, String message) {
    }

    public boolean isUserNotFound() {
        return "user not found".equalsIgnoreCase(error);
    }
}
