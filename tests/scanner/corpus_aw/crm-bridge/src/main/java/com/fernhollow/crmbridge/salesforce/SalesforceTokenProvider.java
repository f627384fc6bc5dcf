package com.fernhollow.crmbridge.salesforce;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

@Component
public class SalesforceTokenProvider {
    private final String clientId;
    private final String clientSecret;
    private volatile String cached;

    public SalesforceTokenProvider(@Value("${salesforce.client-id}") String clientId,
                                   @Value("${salesforce.client-secret}") String clientSecret) {
        this.clientId = clientId;
        this.clientSecret = clientSecret;
    }

    public String accessToken() throws Exception {
        if (cached != null) return cached;
        String form = "grant_type=client_credentials&client_id=" + clientId + "&client_secret=" + clientSecret;
        HttpRequest req = HttpRequest.newBuilder(URI.create("https://login.salesforce.com/services/oauth2/token"))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(form)).build();
        HttpResponse<String> resp = HttpClient.newHttpClient().send(req, HttpResponse.BodyHandlers.ofString());
        JsonNode body = new ObjectMapper().readTree(resp.body());
        if (resp.statusCode() == 400) {
            // OAuth errors: {"error":"invalid_client","error_description":"..."}
            throw new IllegalStateException(body.get("error").asText() + ": " + body.path("error_description").asText());
        }
        cached = body.get("access_token").asText();
        return cached;
    }

    public void invalidate() { cached = null; }
}
