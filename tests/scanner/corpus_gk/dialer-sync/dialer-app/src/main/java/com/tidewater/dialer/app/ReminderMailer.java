package com.tidewater.dialer.app;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.apache.hc.client5.http.classic.methods.HttpPost;
import org.apache.hc.client5.http.classic.methods.HttpPut;
import org.apache.hc.client5.http.impl.classic.CloseableHttpClient;
import org.apache.hc.client5.http.impl.classic.HttpClients;
import org.apache.hc.core5.http.ContentType;
import org.apache.hc.core5.http.io.entity.EntityUtils;
import org.apache.hc.core5.http.io.entity.StringEntity;

import java.io.IOException;
import java.util.List;
import java.util.Map;

/**
 * Adds renewal contacts to a SendGrid marketing list so they also get the email sequence.
 */
public class ReminderMailer {

    private final CloseableHttpClient http = HttpClients.createDefault();
    private final ObjectMapper mapper = new ObjectMapper();
    private final String baseUrl;
    private final String apiKey;

    public ReminderMailer(String baseUrl, String apiKey) {
        this.baseUrl = baseUrl;
        this.apiKey = apiKey;
    }

    public void addToList(String listId, List<String> emails) throws IOException {
        HttpPut put = new HttpPut(baseUrl + "/marketing/contacts");
        put.setHeader("Authorization", "Bearer " + apiKey);
        put.setEntity(new StringEntity(mapper.writeValueAsString(Map.of(
                "list_ids", List.of(listId),
                "contacts", emails.stream().map(e -> Map.of("email", e)).toList())),
                ContentType.APPLICATION_JSON));
        http.execute(put, response -> {
            if (response.getCode() == 404) {
                throw new IllegalStateException("SendGrid contact list " + listId + " not found");
            }
            if (response.getCode() == 503 || response.getCode() == 502) {
                throw new IOException("SendGrid temporarily unavailable");
            }
            if (response.getCode() >= 400) {
                JsonNode err = mapper.readTree(EntityUtils.toString(response.getEntity()));
                throw new IOException("SendGrid error: " + err.path("errors").path(0).path("message").asText());
            }
            return null;
        });
    }

    public String createList(String name) throws IOException {
        HttpPost post = new HttpPost(baseUrl + "/marketing/lists");
        post.setHeader("Authorization", "Bearer " + apiKey);
        post.setEntity(new StringEntity(mapper.writeValueAsString(Map.of("name", name)), ContentType.APPLICATION_JSON));
        return http.execute(post, response ->
                mapper.readTree(EntityUtils.toString(response.getEntity())).path("id").asText());
    }
}
