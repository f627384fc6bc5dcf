package io.bramble.ringwell.mail;

import java.util.Map;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.http.HttpEntity;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Component;
import org.springframework.web.client.HttpServerErrorException;
import org.springframework.web.client.RestTemplate;

/** Sends sync-summary emails and manages SendGrid contact lists. */
@Component
public class SendgridClient {
    private final RestTemplate rest = new RestTemplate();
    private final String baseUrl;
    private final String apiKey;

    public SendgridClient(@Value("${sendgrid.base-url}") String baseUrl, @Value("${sendgrid.api-key}") String apiKey) {
        this.baseUrl = baseUrl;
        this.apiKey = apiKey;
    }

    public void addToList(String listId, String email) {
        HttpHeaders h = new HttpHeaders();
        h.setBearerAuth(apiKey);
        String url = baseUrl + "/marketing/lists/" + listId + "/contacts";
        try {
            rest.put(url, new HttpEntity<>(Map.of("contacts", new Object[] { Map.of("email", email) }), h));
        } catch (HttpServerErrorException e) {
            if (e.getStatusCode() == HttpStatus.SERVICE_UNAVAILABLE || e.getStatusCode() == HttpStatus.BAD_GATEWAY) {
                // sendgrid blips, drop it - summary mail is best effort
                return;
            }
            throw e;
        }
    }
}
