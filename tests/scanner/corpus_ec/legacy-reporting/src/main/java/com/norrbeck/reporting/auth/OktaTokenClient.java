package com.norrbeck.reporting.auth;

import java.util.Map;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.web.client.RestTemplateBuilder;
import org.springframework.http.HttpEntity;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.stereotype.Component;
import org.springframework.util.LinkedMultiValueMap;
import org.springframework.util.MultiValueMap;
import org.springframework.web.client.HttpClientErrorException;
import org.springframework.web.client.RestTemplate;

@Component
public class OktaTokenClient {

    private final RestTemplate rest;
    private final String tokenUrl;
    private final String clientId;

    public OktaTokenClient(RestTemplateBuilder b, @Value("${oauth.token-url}") String tokenUrl,
                           @Value("${oauth.client-id}") String clientId) {
        this.rest = b.build();
        this.tokenUrl = tokenUrl;
        this.clientId = clientId;
    }

    @SuppressWarnings("unchecked")
    public String fetchToken(String secret) {
        HttpHeaders h = new HttpHeaders();
        h.setContentType(MediaType.APPLICATION_FORM_URLENCODED);
        MultiValueMap<String, String> form = new LinkedMultiValueMap<>();
        form.add("grant_type", "client_credentials");
        form.add("client_id", clientId);
        form.add("client_secret", secret);
        try {
            Map<String, Object> body = rest.postForObject(tokenUrl, new HttpEntity<>(form, h), Map.class);
            return (String) body.get("access_token");
        } catch (HttpClientErrorException e) {
            Map<String, Object> err = e.getResponseBodyAs(Map.class);
            String error = err == null ? "unknown" : (String) err.get("error");
            if ("invalid_client".equals(error)) {
                throw new IllegalStateException("Okta rejected client credentials");
            }
            throw e;
        }
    }
}
