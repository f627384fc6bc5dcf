package com.norrbeck.dispatch.fleet;

import java.time.Duration;
import java.util.List;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Component;
import org.springframework.web.reactive.function.client.WebClient;
import org.springframework.web.reactive.function.client.WebClientResponseException;

import io.github.resilience4j.retry.annotation.Retry;
import reactor.core.publisher.Mono;

@Component
public class FleetTelematicsClient {

    private final WebClient webClient;

    public FleetTelematicsClient(WebClient.Builder builder,
                                 @Value("${fleet.base-url}") String baseUrl,
                                 @Value("${fleet.api-key}") String apiKey) {
        this.webClient = builder
                .baseUrl(baseUrl)
                .defaultHeader("x-api-key", apiKey)
                .build();
    }

    @Retry(name = "fleet")
    public List<VehiclePosition> positions(String depotId) {
        return webClient.get()
                .uri("/depots/{depotId}/positions", depotId)
                .retrieve()
                .onStatus(s -> s.value() == 404, r -> Mono.error(new UnknownDepotException(depotId)))
                .bodyToFlux(VehiclePosition.class)
                .collectList()
                .timeout(Duration.ofSeconds(3))
                .onErrorResume(WebClientResponseException.class, e -> {
                    if (e.getStatusCode() == HttpStatus.SERVICE_UNAVAILABLE || e.getStatusCode() == HttpStatus.BAD_GATEWAY) {
                        return Mono.just(List.of());
                    }
                    return Mono.error(e);
                })
                .block();
    }

    public record VehiclePosition(String vehicleId, double lat, double lon) {
    }

    public static class UnknownDepotException extends RuntimeException {
        public UnknownDepotException(String depotId) {
            super("unknown depot " + depotId);
        }
    }
}
