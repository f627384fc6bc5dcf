package com.halvorsen.sales.callforge;

import lombok.Data;

import java.util.List;

/** Error payload returned by CallForge, e.g. {"error":"user not found","details":[]}. */
@Data
public class CallForgeErrorResponse {

    private String error;
    private List<Detail> details;

    @Data
    public static class Detail {
        private String path;
        private String message;
    }
}
