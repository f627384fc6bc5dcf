package com.norrbeck.reporting.client;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.web.client.RestTemplateBuilder;
import org.springframework.http.HttpEntity;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpMethod;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Component;
import org.springframework.web.client.HttpServerErrorException;
import org.springframework.web.client.RestTemplate;

@Component
public class RinglaneRestClient {

    private final RestTemplate restTemplate;
    private final String baseUrl;
    private final String apiKey;
    private final String actingUserId;

    public RinglaneRestClient(RestTemplateBuilder builder,
                              @Value("${ringlane.url}") String baseUrl,
                              @Value("${ringlane.api-key}") String apiKey,
                              @Value("${ringlane.acting-user-id}") String actingUserId) {
        this.restTemplate = builder.errorHandler(new RinglaneResponseErrorHandler()).build();
        this.baseUrl = baseUrl;
        this.apiKey = apiKey;
        this.actingUserId = actingUserId;
    }

    private HttpHeaders headers() {
        HttpHeaders h = new HttpHeaders();
        h.setAccept(Collections.singletonList(MediaType.APPLICATION_JSON));
        h.set("x-api-key", apiKey);
        h.set("x-user-id", actingUserId);
        return h;
    }

    public List<ContactListSummary> exportLists() {
        try {
            ResponseEntity<ContactListSummary[]> resp = restTemplate.exchange(
                    baseUrl + "/contact-lists?per_page=200",
                    HttpMethod.GET, new HttpEntity<>(headers()), ContactListSummary[].class);
            return resp.getBody() == null ? Collections.emptyList() : Arrays.asList(resp.getBody());
        } catch (HttpServerErrorException e) {
            if (e.getStatusCode() == HttpStatus.SERVICE_UNAVAILABLE) {
                // Ringlane admin turned the public API off; report shows "n/a" instead of failing
                return Collections.emptyList();
            }
            throw e;
        }
    }

    public void deleteList(String id) {
        restTemplate.exchange(baseUrl + "/contact-lists/{id}", HttpMethod.DELETE,
                new HttpEntity<>(headers()), Void.class, id);
    }

    public static class ContactListSummary {
        public String id;
        public String name;
        public int contact_count;
    }
}
