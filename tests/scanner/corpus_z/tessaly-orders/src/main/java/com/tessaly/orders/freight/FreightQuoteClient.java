package com.tessaly.orders.freight;

import java.util.Map;

import org.springframework.http.HttpEntity;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpMethod;
import org.springframework.http.HttpStatus;
import org.springframework.web.client.HttpClientErrorException;
import org.springframework.web.client.HttpServerErrorException;
import org.springframework.web.client.RestTemplate;

/** Haulbridge LTL freight quotes. */
public class FreightQuoteClient {

    private final RestTemplate rest;
    private final String baseUrl;
    private final String apiKey;

    public FreightQuoteClient(RestTemplate rest, String baseUrl, String apiKey) {
        this.rest = rest;
        this.baseUrl = baseUrl;
        this.apiKey = apiKey;
    }

    @SuppressWarnings("unchecked")
    public Map<String, Object> quote(Map<String, Object> shipment) {
        HttpHeaders h = new HttpHeaders();
        h.set("x-api-key", apiKey);
        h.set("X-User-Id", "orders-service");
        try {
            return rest.exchange(baseUrl + "/quotes", HttpMethod.POST, new HttpEntity<Object>(shipment, h), Map.class).getBody();
        } catch (HttpServerErrorException e) {
            if (e.getStatusCode() == HttpStatus.BAD_GATEWAY || e.getStatusCode() == HttpStatus.SERVICE_UNAVAILABLE) {
                return null; // carrier network down; UI shows "quote unavailable"
            }
            throw e;
        } catch (HttpClientErrorException.NotFound e) {
            return null; // lane not served
        }
    }
}
