package com.tessaly.orders.dialer;

import java.io.IOException;

import org.springframework.http.HttpRequest;
import org.springframework.http.MediaType;
import org.springframework.http.client.ClientHttpRequestExecution;
import org.springframework.http.client.ClientHttpRequestInterceptor;
import org.springframework.http.client.ClientHttpResponse;

/**
 * Adds the DialSpan shared key and the acting user to every call made through dialSpanRestTemplate.
 */
public class DialSpanAuthInterceptor implements ClientHttpRequestInterceptor {

    private final String apiKey;
    private final String actingUserId;

    public DialSpanAuthInterceptor(String apiKey, String actingUserId) {
        this.apiKey = apiKey;
        this.actingUserId = actingUserId;
    }

    @Override
    public ClientHttpResponse intercept(HttpRequest request, byte[] body, ClientHttpRequestExecution execution)
            throws IOException {
        request.getHeaders().set("X-API-KEY", apiKey);
        request.getHeaders().set("X-User-Id", actingUserId);
        request.getHeaders().setContentType(MediaType.APPLICATION_JSON);
        return execution.execute(request, body);
    }
}
