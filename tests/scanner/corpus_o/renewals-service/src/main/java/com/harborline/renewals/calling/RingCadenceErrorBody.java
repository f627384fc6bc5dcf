package com.harborline.renewals.calling;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import java.util.List;

@JsonIgnoreProperties(ignoreUnknown = true)
public record RingCadenceErrorBody(String error, List<Detail> details) {
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record Detail(String path, String message) {}
}
