package com.northpeak.calling;

import java.util.Arrays;
import java.util.List;
import java.util.Map;

import org.springframework.http.HttpStatusCode;
import org.springframework.http.MediaType;
import org.springframework.stereotype.Component;
import org.springframework.web.reactive.function.client.ClientResponse;
import org.springframework.web.reactive.function.client.WebClient;

import reactor.core.publisher.Mono;
import reactor.util.retry.Retry;

@Component
public class CallingClient {

    private final WebClient web;

    public CallingClient(WebClient.Builder builder, CallingProperties props) {
        this.web = builder
                .baseUrl(props.baseUrl())
                .defaultHeader(CallingProperties.KEY_HEADER, props.apiKey())
                .defaultHeader(CallingProperties.USER_HEADER, props.actingUserEmail())
                .build();
    }

    public record LegacyError(String error) {}

    public record ContactListView(long id, String name, String groupName, int contactsCount,
                                  String orgId, String createdAt, String updatedAt) {}

    public Mono<ContactListView> create(String name, List<Map<String, String>> contacts) {
        return web.post()
                .uri("/contact-lists")
                .contentType(MediaType.APPLICATION_JSON)
                .bodyValue(Map.of("name", name, "contacts", contacts))
                .retrieve()
                .onStatus(s -> s.value() == 503, r -> Mono.error(new CallingDisabledException()))
                .onStatus(HttpStatusCode::isError, this::generic)
                .bodyToMono(ContactListView.class)
                .retryWhen(Retry.backoff(3, java.time.Duration.ofMillis(300))
                        .filter(e -> CallingFailure.fromStatus(statusOf(e)).retryable()));
    }

    private Mono<? extends Throwable> generic(ClientResponse r) {
        return r.bodyToMono(LegacyError.class)
                .map(e -> new IllegalStateException("calling service: " + e.error()));
    }

    private static int statusOf(Throwable e) {
        return e instanceof org.springframework.web.reactive.function.client.WebClientResponseException w
                ? w.getStatusCode().value() : -1;
    }

    /** Maps calling-service statuses to failure reasons shown in the outreach UI. */
    public enum CallingFailure {
        BAD_REQUEST(400, "The request was rejected", false),
        BAD_KEY(401, "Calling API key rejected", false),
        USER_NOT_FOUND(404, "Rep is not a calling-service user", false),
        RATE_LIMITED(429, "Too many calling requests", true),
        IDP_DOWN(502, "Calling identity provider unreachable", true),
        API_SWITCHED_OFF(503, "Calling public API disabled", false),
        UNKNOWN(-1, "Unexpected calling error", false);

        private final int status;
        private final String label;
        private final boolean retryable;

        CallingFailure(int status, String label, boolean retryable) {
            this.status = status;
            this.label = label;
            this.retryable = retryable;
        }

        public static CallingFailure fromStatus(int status) {
            return Arrays.stream(values()).filter(f -> f.status == status).findFirst().orElse(UNKNOWN);
        }

        public String label() {
            return label;
        }

        public boolean retryable() {
            return retryable;
        }
    }
}
