package com.solstead.dialerbridge.ringlane;

import java.util.List;
import java.util.Map;
import org.springframework.boot.web.client.RestTemplateBuilder;
import org.springframework.http.HttpEntity;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpMethod;
import org.springframework.http.MediaType;
import org.springframework.retry.annotation.Backoff;
import org.springframework.retry.annotation.Retryable;
import org.springframework.stereotype.Component;
import org.springframework.web.client.RestTemplate;

@Component
public class RinglaneClient {
    private final RestTemplate rest;
    private final RinglaneProperties props;

    public RinglaneClient(RestTemplateBuilder builder, RinglaneProperties props) {
        this.props = props;
        this.rest = builder
                .rootUri(props.getBaseUrl())
                .setConnectTimeout(props.getConnectTimeout())
                .setReadTimeout(props.getReadTimeout())
                .errorHandler(new RinglaneErrorHandler())
                .build();
    }

    private HttpHeaders headers(String oktaUserId) {
        HttpHeaders h = new HttpHeaders();
        h.setContentType(MediaType.APPLICATION_JSON);
        h.set(RinglaneHeaders.API_KEY, props.getApiKey());
        h.set(RinglaneHeaders.ACTING_USER_ID, oktaUserId);
        return h;
    }

    @Retryable(include = RinglaneTransientException.class, maxAttempts = 4, backoff = @Backoff(delay = 2000, multiplier = 2))
    public Map<String, Object> createList(String oktaUserId, String name) {
        return rest.postForObject("/contact-lists", new HttpEntity<>(Map.of("name", name), headers(oktaUserId)), Map.class);
    }

    public void appendContacts(String oktaUserId, String listId, List<Map<String, String>> contacts) {
        rest.exchange("/contact-lists/{id}/contacts", HttpMethod.POST,
                new HttpEntity<>(Map.of("contacts", contacts), headers(oktaUserId)), Void.class, listId);
    }

    public void removeContact(String oktaUserId, String listId, String phone) {
        rest.exchange("/contact-lists/{id}/contacts/{phone}", HttpMethod.DELETE,
                new HttpEntity<>(headers(oktaUserId)), Void.class, listId, phone);
    }

    @SuppressWarnings("unchecked")
    public List<Map<String, Object>> lists(String oktaUserId) {
        Map<String, Object> page = rest.exchange("/contact-lists?page=1", HttpMethod.GET,
                new HttpEntity<>(headers(oktaUserId)), Map.class).getBody();
        return (List<Map<String, Object>>) page.get("data");
    }

    public void renameList(String oktaUserId, String listId, String name) {
        rest.exchange("/contact-lists/{id}", HttpMethod.PATCH,
                new HttpEntity<>(Map.of("name", name), headers(oktaUserId)), Void.class, listId);
    }

    public void deleteList(String oktaUserId, String listId) {
        rest.exchange("/contact-lists/{id}", HttpMethod.DELETE, new HttpEntity<>(headers(oktaUserId)), Void.class, listId);
    }
}
