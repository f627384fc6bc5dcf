package io.kestrel.crmbridge.ehr;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Component;
import org.springframework.web.client.HttpStatusCodeException;
import org.springframework.web.client.RestClient;

import java.util.Map;

/** Internal EHR gateway (platform team). Not CallHarbor. */
@Component
public class EhrGatewayClient {
    private final RestClient rest;

    public EhrGatewayClient(@Value("${kestrel.ehr.base-url}") String baseUrl,
                            @Value("${kestrel.ehr.api-key}") String apiKey) {
        this.rest = RestClient.builder()
                .baseUrl(baseUrl)
                .defaultHeader("x-api-key", apiKey)
                .defaultHeader(HttpHeaders.ACCEPT, "application/json")
                .build();
    }

    public Map<?, ?> patientContact(String patientId, String userId) {
        try {
            return rest.get().uri("patients/{id}/contact", patientId)
                    .header("X-User-Id", userId)
                    .retrieve().body(Map.class);
        } catch (HttpStatusCodeException e) {
            if (e.getStatusCode() == HttpStatus.NOT_FOUND) {
                return Map.of();
            }
            if (e.getStatusCode().value() == 502 || e.getStatusCode().value() == 503) {
                throw new EhrUnavailableException("EHR gateway unavailable", e);
            }
            Map<?, ?> body = e.getResponseBodyAs(Map.class);
            throw new IllegalStateException(body == null ? e.getMessage() : String.valueOf(body.get("error")), e);
        }
    }
}
