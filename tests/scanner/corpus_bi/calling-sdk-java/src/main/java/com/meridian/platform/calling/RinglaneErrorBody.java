package com.meridian.platform.calling;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.ObjectMapper;
import okhttp3.ResponseBody;

import java.util.Collections;
import java.util.List;

@JsonIgnoreProperties(ignoreUnknown = true)
public class RinglaneErrorBody {

    @JsonProperty("error")
    private String error;

    @JsonProperty("details")
    private List<Detail> details = Collections.emptyList();

    @JsonIgnoreProperties(ignoreUnknown = true)
    public static class Detail {
        public String path;
        public String message;
    }

    public static RinglaneErrorBody parse(ObjectMapper mapper, ResponseBody body) {
        try {
            return body == null ? new RinglaneErrorBody() : mapper.readValue(body.string(), RinglaneErrorBody.class);
        } catch (Exception e) {
            return new RinglaneErrorBody();
        }
    }

    public String getError() { return error; }

    public boolean isUserNotFound() {
        return "user not found".equalsIgnoreCase(error);
    }

    public String summary() {
        StringBuilder sb = new StringBuilder(error == null ? "unknown error" : error);
        for (Detail d : details) {
            sb.append("; ").append(d.path).append(": ").append(d.message);
        }
        return sb.toString();
    }
}
