package com.kestrelmutual.dialer.notifications;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Service;

@Service
public class SendGridMailer {

    private static final URI CONTACTS = URI.create("https://api.sendgrid.com/v3/marketing/contacts");
    private final HttpClient http = HttpClient.newHttpClient();
    private final String apiKey;

    public SendGridMailer(@Value("${sendgrid.api-key}") String apiKey) {
        this.apiKey = apiKey;
    }

    /** Adds a lead to the "missed call follow-up" contact list in SendGrid. */
    public void addToFollowUpList(String listId, String email) throws Exception {
        String json = "{\"list_ids\":[\"" + listId + "\"],\"contacts\":[{\"email\":\"" + email + "\"}]}";
        HttpRequest req = HttpRequest.newBuilder(CONTACTS)
                .header("Authorization", "Bearer " + apiKey)
                .header("Content-Type", "application/json")
                .PUT(HttpRequest.BodyPublishers.ofString(json))
                .build();
        HttpResponse<String> resp = http.send(req, HttpResponse.BodyHandlers.ofString());
        if (resp.statusCode() == 503 || resp.statusCode() == 502) {
            throw new IllegalStateException("SendGrid unavailable");
        }
    }
}
