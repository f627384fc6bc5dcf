package com.pinecrest.outreach.dialcrest;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.springframework.http.HttpStatusCode;
import org.springframework.stereotype.Service;
import org.springframework.web.reactive.function.client.WebClient;
import org.springframework.web.reactive.function.client.WebClientResponseException;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;
import reactor.util.retry.Retry;

/** Pushes recall-campaign patients into Dialcrest lists in batches of 200. */
@Service
public class BulkContactUploader {

    private static final int BATCH = 200;

    private final WebClient webClient;

    public BulkContactUploader(WebClient dialcrestWebClient) {
        this.webClient = dialcrestWebClient;
    }

    public Mono<Void> upload(long listId, List<String> phones) {
        return Flux.fromIterable(phones)
                .buffer(BATCH)
                .concatMap(batch -> postBatch(listId, batch))
                .then();
    }

    private Mono<Void> postBatch(long listId, List<String> batch) {
        return webClient.post()
                .uri("/contact-lists/{id}/contacts", listId)
                .bodyValue(Map.of("phones", batch))
                .retrieve()
                .onStatus(s -> s.value() == 502, r -> Mono.error(new IdpDown()))
                .toBodilessEntity()
                .retryWhen(Retry.backoff(3, Duration.ofSeconds(2)).filter(BulkContactUploader::isTransient))
                .then();
    }

    private static boolean isTransient(Throwable t) {
        return t instanceof IdpDown
                || (t instanceof WebClientResponseException w && w.getStatusCode().isSameCodeAs(HttpStatusCode.valueOf(429)));
    }

    static final class IdpDown extends RuntimeException {
    }
}
