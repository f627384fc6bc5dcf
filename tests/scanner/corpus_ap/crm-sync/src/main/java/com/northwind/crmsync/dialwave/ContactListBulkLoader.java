package com.northwind.crmsync.dialwave;

import java.util.List;
import java.util.Map;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.http.HttpEntity;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpMethod;
import org.springframework.http.MediaType;
import org.springframework.stereotype.Component;
import org.springframework.web.client.HttpClientErrorException;
import org.springframework.web.client.RestTemplate;

/**
 * Large appends go through RestTemplate because Feign buffers the whole body.
 * Removal of single numbers is also done here (nightly DNC sweep).
 */
@Component
public class ContactListBulkLoader {

    private static final String LIST_CONTACTS_PATH = "/contact-lists/{listId}/contacts";
    private static final String LIST_CONTACT_PATH = "/contact-lists/{listId}/contacts/{phone}";

    private final RestTemplate restTemplate;
    private final String baseUrl;
    private final String apiKey;
    private final String actingUser;

    public ContactListBulkLoader(RestTemplate dialwaveRestTemplate,
                                 @Value("${dialwave.base-url}") String baseUrl,
                                 @Value("${dialwave.api-key}") String apiKey,
                                 @Value("${dialwave.acting-user-email}") String actingUser) {
        this.restTemplate = dialwaveRestTemplate;
        this.baseUrl = baseUrl;
        this.apiKey = apiKey;
        this.actingUser = actingUser;
    }

    public void appendChunk(String listId, List<String> phones) {
        HttpHeaders headers = new HttpHeaders();
        headers.setContentType(MediaType.APPLICATION_JSON);
        headers.set("X-Api-Key", apiKey);
        headers.set("X-User-Email", actingUser);
        Map<String, Object> body = Map.of("phones", phones, "dedupe", true);
        restTemplate.exchange(baseUrl + LIST_CONTACTS_PATH, HttpMethod.POST,
                new HttpEntity<>(body, headers), Void.class, listId);
    }

    public boolean removeNumber(String listId, String e164) {
        HttpHeaders headers = new HttpHeaders();
        headers.set(DialwaveHeaders.API_KEY, apiKey);
        headers.set(DialwaveHeaders.ACTING_USER, actingUser);
        try {
            restTemplate.exchange(baseUrl + LIST_CONTACT_PATH, HttpMethod.DELETE,
                    new HttpEntity<>(headers), Void.class, listId, e164);
            return true;
        } catch (HttpClientErrorException.NotFound e) {
            // number or list already gone - nothing to do
            return false;
        }
    }
}
