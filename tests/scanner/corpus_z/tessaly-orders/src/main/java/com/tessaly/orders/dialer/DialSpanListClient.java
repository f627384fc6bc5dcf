package com.tessaly.orders.dialer;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.HttpEntity;
import org.springframework.http.HttpMethod;
import org.springframework.http.HttpStatus;
import org.springframework.web.client.HttpStatusCodeException;
import org.springframework.web.client.RestTemplate;

import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * Pushes customers due for a reorder call into a DialSpan contact list.
 */
public class DialSpanListClient {

    private static final Logger LOG = LoggerFactory.getLogger(DialSpanListClient.class);
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private static final String LISTS = "/contact-lists";
    private static final String LIST_CONTACTS = "/contact-lists/{listId}/contacts";
    private static final String LIST_CONTACT = "/contact-lists/{listId}/contacts/{phone}";

    private RestTemplate restTemplate;
    private String baseUrl;
    private final Set<Integer> retryStatuses = new HashSet<Integer>();

    public void setRestTemplate(RestTemplate restTemplate) { this.restTemplate = restTemplate; }
    public void setBaseUrl(String baseUrl) { this.baseUrl = baseUrl; }

    public void setRetryStatuses(String csv) {
        for (String s : csv.split(",")) {
            retryStatuses.add(Integer.valueOf(s.trim()));
        }
    }

    @SuppressWarnings("unchecked")
    public List<Map<String, Object>> findLists() {
        Map<String, Object> body = execute(HttpMethod.GET, baseUrl + LISTS, null, Map.class);
        return body == null ? new ArrayList<Map<String, Object>>() : (List<Map<String, Object>>) body.get("data");
    }

    public void appendPhones(String listId, List<String> phones) {
        List<Map<String, String>> contacts = new ArrayList<Map<String, String>>();
        for (String p : phones) {
            contacts.add(java.util.Collections.singletonMap("phone", p));
        }
        execute(HttpMethod.POST, baseUrl + LIST_CONTACTS, java.util.Collections.singletonMap("contacts", contacts), Map.class, listId);
    }

    public void removePhone(String listId, String phone) {
        execute(HttpMethod.DELETE, baseUrl + LIST_CONTACT, null, Void.class, listId, phone);
    }

    private <T> T execute(HttpMethod method, String url, Object body, Class<T> type, Object... vars) {
        int attempts = 0;
        while (true) {
            attempts++;
            try {
                return restTemplate.exchange(url, method, new HttpEntity<Object>(body), type, vars).getBody();
            } catch (HttpStatusCodeException e) {
                int status = e.getRawStatusCode();
                if (retryStatuses.contains(status) && attempts < 3) {
                    LOG.warn("DialSpan {} {} -> {}, retrying", method, url, status);
                    sleepQuietly(1000L * attempts);
                    continue;
                }
                DialSpanErrorBody err = parse(e.getResponseBodyAsString());
                if (e.getStatusCode() == HttpStatus.NOT_FOUND && isUserNotFound(err)) {
                    throw new IllegalStateException("DialSpan does not know the orders-integration user; check dialspan.actingUserId");
                }
                if (e.getStatusCode() == HttpStatus.SERVICE_UNAVAILABLE) {
                    LOG.error("DialSpan API disabled on their side, skipping reorder push");
                    return null;
                }
                StringBuilder msg = new StringBuilder(err.getError() == null ? e.getStatusText() : err.getError());
                for (DialSpanErrorBody.Detail d : err.getDetails()) {
                    msg.append("; ").append(d.getPath()).append(": ").append(d.getMessage());
                }
                throw new DialSpanException(status, msg.toString(), e);
            }
        }
    }

    private static boolean isUserNotFound(DialSpanErrorBody err) {
        return "user not found".equalsIgnoreCase(err.getError());
    }

    private static DialSpanErrorBody parse(String json) {
        try {
            return MAPPER.readValue(json, DialSpanErrorBody.class);
        } catch (IOException ex) {
            return new DialSpanErrorBody();
        }
    }

    private static void sleepQuietly(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException ie) {
            Thread.currentThread().interrupt();
        }
    }
}
