package com.halcyon.dialer.web;

import java.net.HttpURLConnection;
import java.net.URL;

/** Internal geocoder behind AWS API Gateway, used to show the carrier's local time. */
public class GeocodeClient {
    private static final String BASE = "https://geo.internal.halcyonfreight.com/v1/zip/";

    public int probe(String zip) throws Exception {
        HttpURLConnection c = (HttpURLConnection) new URL(BASE + zip).openConnection();
        c.setRequestProperty("x-api-key", System.getenv("GEO_GATEWAY_KEY"));
        int code = c.getResponseCode();
        if (code == 502 || code == 504) {
            return -1; // lambda cold start, caller falls back to area-code lookup
        }
        return code;
    }
}
