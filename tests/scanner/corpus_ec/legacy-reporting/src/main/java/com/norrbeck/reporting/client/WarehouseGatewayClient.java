package com.norrbeck.reporting.client;

import java.util.Map;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.web.client.RestTemplateBuilder;
import org.springframework.http.HttpEntity;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpMethod;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Component;
import org.springframework.web.client.HttpServerErrorException;
import org.springframework.web.client.RestTemplate;

/** Warehouse stock API, fronted by AWS API Gateway with a usage-plan key. */
@Component
public class WarehouseGatewayClient {

    private final RestTemplate rest;
    private final String url;
    private final String apiKey;

    public WarehouseGatewayClient(RestTemplateBuilder b,
                                  @Value("${warehouse.url}") String url,
                                  @Value("${warehouse.api-key}") String apiKey) {
        this.rest = b.build();
        this.url = url;
        this.apiKey = apiKey;
    }

    @SuppressWarnings("unchecked")
    public Map<String, Object> dailyStock(String date) {
        HttpHeaders h = new HttpHeaders();
        h.set("x-api-key", apiKey);
        h.set("x-user-email", "reporting@norrbeck.se");
        for (int attempt = 1; ; attempt++) {
            try {
                return rest.exchange(url + "/stock/daily?date=" + date, HttpMethod.GET, new HttpEntity<>(h), Map.class)
                        .getBody();
            } catch (HttpServerErrorException e) {
                boolean transientErr = e.getStatusCode() == HttpStatus.BAD_GATEWAY
                        || e.getStatusCode() == HttpStatus.SERVICE_UNAVAILABLE;
                if (!transientErr || attempt == 3) {
                    throw e;
                }
            }
        }
    }
}
