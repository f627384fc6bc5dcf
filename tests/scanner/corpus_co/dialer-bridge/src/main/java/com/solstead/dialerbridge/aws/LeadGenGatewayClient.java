package com.solstead.dialerbridge.aws;

import java.util.List;
import java.util.Map;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.http.HttpEntity;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpMethod;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Component;
import org.springframework.web.client.HttpServerErrorException;
import org.springframework.web.client.RestTemplate;

/** Pulls fresh leads from the marketing team's Lambda behind API Gateway. */
@Component
public class LeadGenGatewayClient {
    private final RestTemplate rest = new RestTemplate();

    @Value("${leadgen.gateway-url}")
    private String gatewayUrl;

    @Value("${leadgen.api-key}")
    private String apiKey;

    @SuppressWarnings("unchecked")
    public List<Map<String, Object>> newLeads(String since) {
        HttpHeaders h = new HttpHeaders();
        h.set("x-api-key", apiKey);
        try {
            return rest.exchange(gatewayUrl + "/v1/leads?since=" + since, HttpMethod.GET, new HttpEntity<>(h), List.class).getBody();
        } catch (HttpServerErrorException e) {
            if (e.getStatusCode() == HttpStatus.BAD_GATEWAY || e.getStatusCode() == HttpStatus.SERVICE_UNAVAILABLE) {
                return List.of(); // Lambda cold start / throttled; next poll will catch up
            }
            throw e;
        }
    }
}
