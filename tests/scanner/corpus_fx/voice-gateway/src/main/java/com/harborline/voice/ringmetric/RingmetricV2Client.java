package com.harborline.voice.ringmetric;

import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatusCode;
import org.springframework.stereotype.Component;
import org.springframework.web.reactive.function.client.ClientResponse;
import org.springframework.web.reactive.function.client.WebClient;
import reactor.core.publisher.Mono;

import java.util.Map;

@Component
public class RingmetricV2Client {

    private final WebClient webClient;

    public RingmetricV2Client(WebClient.Builder builder, RingmetricV2Properties props) {
        this.webClient = builder
                .baseUrl(props.baseUrl())
                .defaultHeader(HttpHeaders.AUTHORIZATION, "Bearer " + props.apiKey())
                .build();
    }

    public Mono<CallSession> startCall(String repId, String phone) {
        return webClient.post()
                .uri("/calls")
                .bodyValue(Map.of("rep_id", repId, "to", phone))
                .retrieve()
                .onStatus(HttpStatusCode::isError, this::toException)
                .bodyToMono(CallSession.class);
    }

    private Mono<? extends Throwable> toException(ClientResponse response) {
        return response.bodyToMono(RingmetricV2Error.class)
                .map(body -> switch (body.error().code()) {
                    case "rep_not_provisioned" -> new RepNotProvisionedException(body.error().message());
                    case "rate_limited" -> new RingmetricV2Exception(429, body.error().message(), true);
                    default -> new RingmetricV2Exception(response.statusCode().value(), body.error().message(),
                            response.statusCode().value() == 503);
                });
    }

    public record CallSession(String id, String status) {
    }
}
