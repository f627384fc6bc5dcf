package com.northwindmutual.crm.policy;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.web.client.RestTemplateBuilder;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Component;
import org.springframework.web.client.HttpServerErrorException;
import org.springframework.web.client.HttpClientErrorException;
import org.springframework.web.client.RestTemplate;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * Client for the internal Policy Admin API (AWS API Gateway, usage-plan key).
 */
@Component
public class PolicyServiceClient {

    private final RestTemplate rest;

    public PolicyServiceClient(RestTemplateBuilder builder,
                               @Value("${policy-service.base-url}") String baseUrl,
                               @Value("${policy-service.api-key}") String apiKey) {
        this.rest = builder
                .rootUri(baseUrl)
                .defaultHeader("x-api-key", apiKey)
                .build();
    }

    public List<PolicySummary> renewalsDue(String producerCode, int withinDays) {
        try {
            PolicySummary[] result = rest.getForObject(
                    "/producers/{code}/renewals?withinDays={d}", PolicySummary[].class, producerCode, withinDays);
            return result == null ? Collections.emptyList() : Arrays.asList(result);
        } catch (HttpClientErrorException.NotFound e) {
            // producer code not in policy admin yet (new hires)
            return Collections.emptyList();
        } catch (HttpServerErrorException e) {
            if (e.getStatusCode() == HttpStatus.BAD_GATEWAY || e.getStatusCode() == HttpStatus.SERVICE_UNAVAILABLE) {
                throw new PolicyServiceUnavailableException("Policy API gateway error", e);
            }
            throw e;
        }
    }
}
