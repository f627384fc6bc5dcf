package com.kestrelmutual.dialer.callharbor.dto;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import java.util.List;

@JsonIgnoreProperties(ignoreUnknown = true)
public record CallHarborErrorBody(String error, List<FieldDetail> details) {

    public record FieldDetail(String path, String message) {
    }
}
