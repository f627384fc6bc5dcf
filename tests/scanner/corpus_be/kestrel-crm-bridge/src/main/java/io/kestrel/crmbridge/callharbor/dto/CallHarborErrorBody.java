package io.kestrel.crmbridge.callharbor.dto;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

import java.util.List;

@JsonIgnoreProperties(ignoreUnknown = true)
public record CallHarborErrorBody(String error, List<Detail> details) {
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record Detail(String path, String message) {}
}
