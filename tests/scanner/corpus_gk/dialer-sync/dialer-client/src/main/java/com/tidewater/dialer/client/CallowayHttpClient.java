package com.tidewater.dialer.client;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.apache.hc.client5.http.classic.methods.HttpDelete;
import org.apache.hc.client5.http.classic.methods.HttpGet;
import org.apache.hc.client5.http.classic.methods.HttpPost;
import org.apache.hc.client5.http.classic.methods.HttpUriRequestBase;
import org.apache.hc.client5.http.config.RequestConfig;
import org.apache.hc.client5.http.impl.classic.CloseableHttpClient;
import org.apache.hc.client5.http.impl.classic.HttpClients;
import org.apache.hc.core5.http.ContentType;
import org.apache.hc.core5.http.HttpHeaders;
import org.apache.hc.core5.http.io.entity.EntityUtils;
import org.apache.hc.core5.http.io.entity.StringEntity;
import org.apache.hc.core5.util.Timeout;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.Closeable;
import java.io.IOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

import static com.tidewater.dialer.client.CallowayConstants.*;

/**
 * Thin blocking client for the Calloway dialer, built on Apache HttpClient 5.
 */
public class CallowayHttpClient implements Closeable {

    private static final Logger log = LoggerFactory.getLogger(CallowayHttpClient.class);

    private final CloseableHttpClient http;
    private final ObjectMapper mapper;
    private final String baseUrl;
    private final String apiKey;
    private final String actingUser;
    private final RetryPolicy retryPolicy;

    public CallowayHttpClient(String host, String apiKey, String actingUser) {
        this(host, apiKey, actingUser, RetryPolicy.defaults());
    }

    public CallowayHttpClient(String host, String apiKey, String actingUser, RetryPolicy retryPolicy) {
        this.baseUrl = (host == null ? DEFAULT_HOST : host) + API_PREFIX;
        this.apiKey = apiKey;
        this.actingUser = actingUser;
        this.retryPolicy = retryPolicy;
        this.mapper = new ObjectMapper();
        this.http = HttpClients.custom()
                .setDefaultRequestConfig(RequestConfig.custom()
                        .setResponseTimeout(Timeout.ofSeconds(20))
                        .build())
                .setUserAgent(USER_AGENT)
                .build();
    }

    public List<Map<String, Object>> listContactLists() throws IOException {
        HttpGet get = new HttpGet(baseUrl + CONTACT_LISTS + "?limit=" + MAX_PAGE_SIZE);
        return execute(get, new TypeReference<>() {});
    }

    public Map<String, Object> createContactList(String name) throws IOException {
        HttpPost post = new HttpPost(baseUrl + CONTACT_LISTS);
        post.setEntity(json(Map.of("name", name)));
        return execute(post, new TypeReference<>() {});
    }

    public Map<String, Object> appendContacts(String listId, List<String> phones) throws IOException {
        HttpPost post = new HttpPost(baseUrl + String.format(CONTACT_LIST_CONTACTS, listId));
        post.setEntity(json(Map.of("phones", phones)));
        return execute(post, new TypeReference<>() {});
    }

    public void removeContact(String listId, String phone) throws IOException {
        String encoded = URLEncoder.encode(phone, StandardCharsets.UTF_8);
        HttpDelete delete = new HttpDelete(baseUrl + String.format(CONTACT_LIST_CONTACT_BY_PHONE, listId, encoded));
        execute(delete, new TypeReference<Map<String, Object>>() {});
    }

    public void deleteContactList(String listId) throws IOException {
        execute(new HttpDelete(baseUrl + String.format(CONTACT_LIST_BY_ID, listId)),
                new TypeReference<Map<String, Object>>() {});
    }

    private <T> T execute(HttpUriRequestBase request, TypeReference<T> type) throws IOException {
        request.setHeader(HEADER_API_KEY, apiKey);
        request.setHeader(HEADER_ACTING_USER, actingUser);
        request.setHeader(HttpHeaders.ACCEPT, "application/json");

        int attempt = 0;
        while (true) {
            attempt++;
            try {
                return http.execute(request, response -> {
                    String body = response.getEntity() == null ? "" : EntityUtils.toString(response.getEntity());
                    int code = response.getCode();
                    if (code >= 200 && code < 300) {
                        return body.isEmpty() ? null : mapper.readValue(body, type);
                    }
                    CallowayErrorBody err = body.isEmpty() ? null : mapper.readValue(body, CallowayErrorBody.class);
                    throw new CallowayApiException(code, err);
                });
            } catch (CallowayApiException e) {
                if (!retryPolicy.shouldRetry(e.getStatus(), attempt)) {
                    throw e;
                }
                log.warn("Calloway call {} failed with {} (attempt {}), retrying", request.getPath(), e.getStatus(), attempt);
                sleep(retryPolicy.backoffMillis(attempt));
            }
        }
    }

    private StringEntity json(Object payload) throws IOException {
        return new StringEntity(mapper.writeValueAsString(payload), ContentType.APPLICATION_JSON);
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException ie) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public void close() throws IOException {
        http.close();
    }
}
