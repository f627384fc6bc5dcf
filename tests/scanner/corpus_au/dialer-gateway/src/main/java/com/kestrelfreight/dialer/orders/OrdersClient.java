package com.kestrelfreight.dialer.orders;

import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.Header;
import io.micronaut.http.annotation.PathVariable;
import io.micronaut.http.client.annotation.Client;
import io.micronaut.retry.annotation.Retryable;

/** Internal order service behind the AWS API Gateway. */
@Client(id = "orders", path = "/v1")
@Header(name = "x-api-key", value = "${orders.gateway-key}")
public interface OrdersClient {

    @Get("/orders/{orderId}")
    @Retryable(attempts = "3", delay = "250ms", includes = OrdersUnavailable.class)
    Order order(@Header("X-User-Id") String userId, @PathVariable String orderId);

    @Get("/contact-lists/{shipperId}")
    ShipperContacts shipperContacts(@PathVariable long shipperId);

    record Order(String id, String status, long shipperId) {}
    record ShipperContacts(long shipperId, java.util.List<String> phones) {}
}
