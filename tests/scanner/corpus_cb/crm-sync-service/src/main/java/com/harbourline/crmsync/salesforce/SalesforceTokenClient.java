package com.harbourline.crmsync.salesforce;

import com.fasterxml.jackson.databind.JsonNode;
import org.springframework.http.MediaType;
import org.springframework.stereotype.Component;
import org.springframework.util.LinkedMultiValueMap;
import org.springframework.web.client.HttpClientErrorException;
import org.springframework.web.client.RestClient;

@Component
class SalesforceTokenClient {

    private final RestClient rest = RestClient.create("https://login.salesforce.com");

    String fetchToken(String clientId, String secret) {
        var form = new LinkedMultiValueMap<String, String>();
        form.add("grant_type", "client_credentials");
        form.add("client_id", clientId);
        form.add("client_secret", secret);
        try {
            JsonNode node = rest.post().uri("/services/oauth2/token")
                    .contentType(MediaType.APPLICATION_FORM_URLENCODED)
                    .body(form).retrieve().body(JsonNode.class);
            return node.get("access_token").asText();
        } catch (HttpClientErrorException e) {
            JsonNode err = e.getResponseBodyAs(JsonNode.class);
            String code = err != null ? err.path("error").asText() : "unknown";
            if ("invalid_client".equals(code)) {
                throw new IllegalStateException("Salesforce connected app credentials are wrong");
            }
            throw new IllegalStateException("Salesforce OAuth failed: " + code + " " + err.path("error_description").asText());
        }
    }
}
