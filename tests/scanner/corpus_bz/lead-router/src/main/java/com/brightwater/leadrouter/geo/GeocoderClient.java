package com.brightwater.leadrouter.geo;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.http.HttpHeaders;
import org.springframework.stereotype.Component;
import org.springframework.web.client.HttpClientErrorException;
import org.springframework.web.client.RestTemplate;

import java.util.Map;

/** Internal geocoder (AWS API Gateway in front of a Lambda). */
@Component
public class GeocoderClient {
    private final RestTemplate rest = new RestTemplate();

    @Value("${geocoder.base-url}")
    private String baseUrl;

    @Value("${geocoder.api-key}")
    private String apiKey;

    public Map<?, ?> geocode(String address) {
        HttpHeaders h = new HttpHeaders();
        h.set("x-api-key", apiKey);
        try {
            return rest.exchange(baseUrl + "geocode?q={q}", org.springframework.http.HttpMethod.GET,
                    new org.springframework.http.HttpEntity<>(h), Map.class, address).getBody();
        } catch (HttpClientErrorException.NotFound e) {
            return Map.of("error", "address not found");
        }
    }
}
