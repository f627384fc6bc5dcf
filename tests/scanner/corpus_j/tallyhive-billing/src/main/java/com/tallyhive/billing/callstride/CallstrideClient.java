package com.tallyhive.billing.callstride;

import java.time.Duration;
import java.util.List;
import java.util.Map;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.HttpStatusCode;
import org.springframework.stereotype.Component;
import org.springframework.web.client.RestClient;
import org.springframework.web.reactive.function.client.WebClient;
import reactor.core.publisher.Flux;
import reactor.util.retry.Retry;

@Component
public class CallstrideClient {

    private static final Logger log = LoggerFactory.getLogger(CallstrideClient.class);

    public record ContactList(String id, String name, int contactCount) {}
    public record UsageRecord(String listId, long billableSeconds) {}

    public static class CallstrideException extends RuntimeException {
        private final int status;
        public CallstrideException(int status, String message) { super(message); this.status = status; }
        public int status() { return status; }
        public boolean transientFailure() { return status == 502 || status == 429; }
    }

    private final RestClient rest;
    private final WebClient web;

    public CallstrideClient(RestClient callstrideRestClient, WebClient callstrideWebClient) {
        this.rest = callstrideRestClient;
        this.web = callstrideWebClient;
    }

    public List<ContactList> contactLists() {
        return rest.get()
                .uri("/contact-lists")
                .retrieve()
                .onStatus(HttpStatusCode::isError, (req, resp) -> {
                    throw toException(resp.getStatusCode().value(), resp.getBody().readAllBytes());
                })
                .body(ContactListPage.class)
                .data();
    }

    public void archiveContactList(String id) {
        rest.patch()
                .uri("/contact-lists/{id}", id)
                .body(Map.of("archived", true))
                .retrieve()
                .toBodilessEntity();
    }

    public Flux<UsageRecord> usage(String listId) {
        return web.get()
                .uri("/contact-lists/{id}/usage", listId)
                .retrieve()
                .bodyToFlux(UsageRecord.class)
                .retryWhen(Retry.backoff(3, Duration.ofMillis(300))
                        .filter(t -> t instanceof CallstrideException ce && ce.transientFailure()));
    }

    private CallstrideException toException(int status, byte[] raw) {
        CallstrideErrorResponse body = Json.read(raw, CallstrideErrorResponse.class);
        String msg = body != null ? body.error() : "no body";
        if (status == 404 && body != null && body.isUserNotFound()) {
            log.warn("billing bot is not a Callstride user any more");
        } else if (status == 503) {
            log.error("Callstride public API is disabled for our account");
        }
        return new CallstrideException(status, msg);
    }

    record ContactListPage(List<ContactList> data) {}
}
