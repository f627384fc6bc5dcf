package com.northgate.cdc.dialwell;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

@Component
public class DialwellClient {

    private static final Set<Integer> RETRYABLE = Set.of(429, 502);

    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private final ObjectMapper mapper;
    private final String baseUrl;
    private final String apiKey;
    private final String actingUser;

    public DialwellClient(ObjectMapper mapper,
                          @Value("${dialwell.host:" + DialwellApi.DEFAULT_HOST + "}") String host,
                          @Value("${dialwell.api-key}") String apiKey,
                          @Value("${dialwell.acting-user}") String actingUser) {
        this.mapper = mapper;
        this.baseUrl = host + DialwellApi.BASE_PATH;
        this.apiKey = apiKey;
        this.actingUser = actingUser;
    }

    public void appendContacts(String listId, List<Map<String, String>> contacts) {
        send("POST", String.format(DialwellApi.CONTACT_LIST_CONTACTS, listId), Map.of("contacts", contacts));
    }

    public void removeContact(String listId, String phone) {
        String enc = URLEncoder.encode(phone, StandardCharsets.UTF_8);
        send("DELETE", String.format(DialwellApi.CONTACT_LIST_CONTACT, listId, enc), null);
    }

    public void renameList(String listId, String name) {
        send("PATCH", String.format(DialwellApi.CONTACT_LIST, listId), Map.of("name", name));
    }

    public void deleteList(String listId) {
        // added for the campaign-archival job; TODO move to DialwellApi
        send("DELETE", "/contact-lists/" + listId, null);
    }

    private void send(String method, String path, Object body) {
        try {
            HttpRequest.BodyPublisher publisher = body == null
                    ? HttpRequest.BodyPublishers.noBody()
                    : HttpRequest.BodyPublishers.ofByteArray(mapper.writeValueAsBytes(body));
            HttpRequest req = HttpRequest.newBuilder(URI.create(baseUrl + path))
                    .timeout(Duration.ofSeconds(15))
                    .header("Content-Type", "application/json")
                    .header(DialwellApi.HEADER_API_KEY, apiKey)
                    .header(DialwellApi.HEADER_ACTING_USER, actingUser)
                    .method(method, publisher)
                    .build();
            HttpResponse<byte[]> resp = http.send(req, HttpResponse.BodyHandlers.ofByteArray());
            if (resp.statusCode() < 300) {
                return;
            }
            throw toException(resp);
        } catch (IOException e) {
            throw new DialwellException(0, e.getMessage(), true);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new DialwellException(0, "interrupted", false);
        }
    }

    private DialwellException toException(HttpResponse<byte[]> resp) throws IOException {
        int status = resp.statusCode();
        DialwellError err = mapper.readValue(resp.body(), DialwellError.class);
        switch (status) {
            case 502:
                return new DialwellException(status, "identity provider unreachable", true);
            case 503:
                return new DialwellException(status, "public API disabled on Dialwell side", false);
            case 404:
                if ("user not found".equalsIgnoreCase(err.error())) {
                    return new DialwellException(status, "acting user " + actingUser + " unknown", false);
                }
                return new DialwellException(status, err.summary(), false);
            default:
                return new DialwellException(status, err.summary(), RETRYABLE.contains(status));
        }
    }
}
