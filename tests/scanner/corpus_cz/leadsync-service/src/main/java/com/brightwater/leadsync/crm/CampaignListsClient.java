package com.brightwater.leadsync.crm;

import java.util.List;
import java.util.Map;

import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.core.ParameterizedTypeReference;
import org.springframework.http.HttpEntity;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpMethod;
import org.springframework.stereotype.Component;
import org.springframework.web.client.RestTemplate;

/**
 * Our own campaign service (marketing) keeps contact lists too - these are NOT dialer lists.
 */
@Component
public class CampaignListsClient {

    private final RestTemplate rest;
    private final String baseUrl;
    private final String token;

    public CampaignListsClient(@Qualifier("crmRestTemplate") RestTemplate rest,
                               @Value("${crm.base-url}") String baseUrl,
                               @Value("${crm.token}") String token) {
        this.rest = rest;
        this.baseUrl = baseUrl;
        this.token = token;
    }

    public List<Map<String, Object>> marketingLists() {
        HttpHeaders headers = new HttpHeaders();
        headers.setBearerAuth(token);
        headers.set("X-User-Email", "leadsync@brightwater-ins.com");
        return rest.exchange(baseUrl + "/contact-lists", HttpMethod.GET, new HttpEntity<>(headers),
                new ParameterizedTypeReference<List<Map<String, Object>>>() { }).getBody();
    }

    public void unsubscribe(String listId, String email) {
        HttpHeaders headers = new HttpHeaders();
        headers.setBearerAuth(token);
        rest.exchange(baseUrl + "/contact-lists/" + listId + "/members/" + email, HttpMethod.DELETE,
                new HttpEntity<>(headers), Void.class);
    }
}
