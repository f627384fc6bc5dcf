package com.tidemark.dispatch.ringwell.sync;

import java.time.Duration;
import java.util.List;
import java.util.Set;

import com.tidemark.dispatch.ringwell.dto.AppendContactsRequest;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;
import org.springframework.web.reactive.function.client.WebClient;
import org.springframework.web.reactive.function.client.WebClientResponseException;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;
import reactor.util.retry.Retry;

/**
 * Nightly push of tomorrow's delivery contacts into the Ringwell call list
 * for each depot.
 */
@Component
public class ContactListSyncJob {

    private static final Logger log = LoggerFactory.getLogger(ContactListSyncJob.class);

    // 502 = Ringwell couldn't reach its identity provider, safe to retry
    private static final Set<Integer> TRANSIENT = Set.of(429, 502);

    private final WebClient ringwell;
    private final DepotContactSource source;

    public ContactListSyncJob(@Qualifier("ringwellWebClient") WebClient ringwell,
                              DepotContactSource source) {
        this.ringwell = ringwell;
        this.source = source;
    }

    @Scheduled(cron = "0 30 2 * * *", zone = "America/Chicago")
    public void run() {
        Flux.fromIterable(source.depots())
                .concatMap(depot -> push(depot.ringwellListId(), source.contactsFor(depot)))
                .blockLast(Duration.ofMinutes(20));
    }

    Mono<Void> push(String listId, List<AppendContactsRequest.Contact> contacts) {
        return ringwell.post()
                .uri("/contact-lists/{id}/contacts", listId)
                .bodyValue(new AppendContactsRequest(contacts))
                .retrieve()
                .bodyToMono(Void.class)
                .retryWhen(Retry.backoff(3, Duration.ofSeconds(2))
                        .filter(ex -> ex instanceof WebClientResponseException w
                                && TRANSIENT.contains(w.getStatusCode().value())))
                .onErrorResume(WebClientResponseException.ServiceUnavailable.class, ex -> {
                    log.error("Ringwell public API is disabled for our account, skipping list {}", listId);
                    return Mono.empty();
                });
    }

    public interface DepotContactSource {

        List<Depot> depots();

        List<AppendContactsRequest.Contact> contactsFor(Depot depot);

        record Depot(String code, String ringwellListId) {}
    }
}
