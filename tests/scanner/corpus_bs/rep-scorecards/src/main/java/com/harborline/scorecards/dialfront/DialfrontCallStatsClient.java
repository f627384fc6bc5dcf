package com.harborline.scorecards.dialfront;

import java.time.Duration;
import java.time.LocalDate;
import java.util.List;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Component;
import org.springframework.web.reactive.function.client.WebClient;
import org.springframework.web.reactive.function.client.WebClientResponseException;
import reactor.core.publisher.Mono;
import reactor.util.retry.Retry;

@Component
public class DialfrontCallStatsClient {

    public record RepDay(String userId, String email, int dials, int connects, int talkSeconds) {}

    private final WebClient web;

    public DialfrontCallStatsClient(
            WebClient.Builder builder,
            @Value("${dialfront.base-url}") String baseUrl,
            @Value("${dialfront.api-key}") String apiKey,
            @Value("${dialfront.acting-user-email}") String actingUser) {
        this.web = builder
                .baseUrl(baseUrl)
                .defaultHeader(DialfrontHeaders.API_KEY, apiKey)
                .defaultHeader(DialfrontHeaders.ACTING_USER, actingUser)
                .build();
    }

    public List<RepDay> dailyStats(LocalDate day) {
        return web.get()
                .uri(u -> u.path("/reports/calls/daily").queryParam("date", day).build())
                .retrieve()
                .bodyToFlux(RepDay.class)
                .retryWhen(Retry.backoff(3, Duration.ofSeconds(1))
                        .filter(t -> t instanceof WebClientResponseException w
                                && w.getStatusCode() == HttpStatus.BAD_GATEWAY))
                .onErrorResume(WebClientResponseException.class, e -> {
                    if (e.getStatusCode() == HttpStatus.SERVICE_UNAVAILABLE) {
                        return Mono.empty().flux().cast(RepDay.class);
                    }
                    DialfrontApiError body = e.getResponseBodyAs(DialfrontApiError.class);
                    if (e.getStatusCode() == HttpStatus.NOT_FOUND && body != null && body.isUserNotFound()) {
                        throw new IllegalStateException("scorecards bot is not provisioned in Dialfront");
                    }
                    return Mono.<RepDay>error(e).flux();
                })
                .collectList()
                .block(Duration.ofSeconds(30));
    }
}
