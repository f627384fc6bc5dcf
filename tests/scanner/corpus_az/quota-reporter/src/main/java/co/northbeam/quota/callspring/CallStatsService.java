package co.northbeam.quota.callspring;

import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import org.springframework.http.HttpStatusCode;
import org.springframework.stereotype.Service;
import org.springframework.web.reactive.function.client.WebClient;
import org.springframework.web.reactive.function.client.WebClientResponseException;
import reactor.core.publisher.Mono;
import reactor.util.retry.Retry;

@Service
public class CallStatsService {

    private final WebClient client;

    public CallStatsService(WebClient callspringWebClient) {
        this.client = callspringWebClient;
    }

    public record RepStats(String agentId, int dials, int connects, int talkSeconds) {}
    public record StatsPage(List<RepStats> data) {}

    public record ListSize(long id, String name, int contactCount) {}

    /** Legacy: v2 has no contact lists; remove with the v1 profile. */
    public Mono<List<ListSize>> listSizes() {
        return client.get().uri("/contact-lists")
            .retrieve()
            .bodyToFlux(ListSize.class)
            .collectList();
    }

    public Mono<StatsPage> dailyStats(LocalDate day) {
        return client.get()
            .uri(u -> u.path("/stats/calls").queryParam("date", day).build())
            .retrieve()
            .bodyToMono(StatsPage.class)
            .retryWhen(Retry.backoff(3, java.time.Duration.ofSeconds(2))
                .filter(t -> t instanceof WebClientResponseException w
                    && (w.getStatusCode().value() == 429 || w.getStatusCode().value() == 502)))
            .onErrorResume(WebClientResponseException.class, e -> {
                if (e.getStatusCode().value() == 503) {
                    // workspace admin turned the public API off; report zeros instead of failing
                    return Mono.just(new StatsPage(List.of()));
                }
                Map<?, ?> body = e.getResponseBodyAs(Map.class);
                String msg = body == null ? e.getMessage() : String.valueOf(body.get("error"));
                return Mono.error(new IllegalStateException("callspring stats failed: " + msg));
            });
    }
}
