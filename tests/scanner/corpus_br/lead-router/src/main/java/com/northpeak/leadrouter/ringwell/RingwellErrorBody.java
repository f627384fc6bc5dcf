package com.northpeak.leadrouter.ringwell;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import java.util.List;

@JsonIgnoreProperties(ignoreUnknown = true)
public record RingwellErrorBody(
        String error,
        List<Detail> details) {

    public record Detail(String path, String message) {}
}
