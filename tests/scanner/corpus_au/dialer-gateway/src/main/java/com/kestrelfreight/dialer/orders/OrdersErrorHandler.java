package com.kestrelfreight.dialer.orders;

import io.micronaut.http.client.exceptions.HttpClientResponseException;

public final class OrdersErrorHandler {
    private OrdersErrorHandler() {}

    public static RuntimeException translate(HttpClientResponseException e) {
        return switch (e.getStatus().getCode()) {
            case 502, 503, 504 -> new OrdersUnavailable("order service unavailable (" + e.getStatus().getCode() + ")");
            case 404 -> new IllegalArgumentException("order not found");
            default -> e;
        };
    }
}
