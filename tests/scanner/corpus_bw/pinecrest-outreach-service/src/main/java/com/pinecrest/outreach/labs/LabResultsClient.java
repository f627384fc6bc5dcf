package com.pinecrest.outreach.labs;

import java.util.Map;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Component;
import org.springframework.web.client.HttpClientErrorException;
import org.springframework.web.client.HttpServerErrorException;
import org.springframework.web.client.RestClient;

/** Pinecrest's internal lab-results API (not Dialcrest). */
@Component
public class LabResultsClient {

    private final RestClient client;

    public LabResultsClient(@Value("${labs.base-url}") String baseUrl, @Value("${labs.api-key}") String apiKey) {
        this.client = RestClient.builder()
                .baseUrl(baseUrl)
                .defaultHeader("x-api-key", apiKey)
                .defaultHeader("X-User-Id", "outreach-service")
                .build();
    }

    @SuppressWarnings("unchecked")
    public Map<String, Object> latestFor(String patientId) {
        try {
            return client.get().uri("/patients/{id}/results/latest", patientId).retrieve().body(Map.class);
        } catch (HttpClientErrorException.NotFound e) {
            return Map.of();
        } catch (HttpServerErrorException e) {
            if (e.getStatusCode() == HttpStatus.SERVICE_UNAVAILABLE || e.getStatusCode() == HttpStatus.BAD_GATEWAY) {
                throw new LabsUnavailableException(e);
            }
            throw e;
        }
    }

    public static class LabsUnavailableException extends RuntimeException {
        LabsUnavailableException(Throwable cause) {
            super("lab results service unavailable", cause);
        }
    }
}
