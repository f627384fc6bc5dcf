package com.brightwater.leadsync.ringlane;

import java.util.Map;

import org.springframework.http.HttpHeaders;
import org.springframework.stereotype.Component;
import org.springframework.web.reactive.function.client.WebClient;
import org.springframework.web.reactive.function.client.WebClientResponseException;
import reactor.core.publisher.Mono;

/**
 * Recordings were migrated to v2 in LEAD-812; uses the scoped key, not the shared one.
 */
@Component
public class RinglaneRecordingsClient {

    private static final String V2_BASE = "https://api.ringlane.io/api/public/v2";

    private final WebClient client;

    public RinglaneRecordingsClient(WebClient.Builder builder,
                                    @org.springframework.beans.factory.annotation.Value("${ringlane.v2-key:}") String v2Key) {
        this.client = builder.baseUrl(V2_BASE)
                .defaultHeader(HttpHeaders.AUTHORIZATION, "Bearer " + v2Key)
                .build();
    }

    @SuppressWarnings("unchecked")
    public Mono<Map<String, Object>> recording(String callId) {
        return client.get().uri("/calls/{id}/recording", callId)
                .retrieve()
                .bodyToMono(Map.class)
                .map(m -> (Map<String, Object>) m)
                .onErrorResume(WebClientResponseException.class, e -> {
                    Map<String, Object> body = e.getResponseBodyAs(Map.class);
                    Object code = body == null ? null : ((Map<String, Object>) body.get("error")).get("code");
                    if ("recording_not_ready".equals(code)) {
                        return Mono.empty();
                    }
                    return Mono.error(e);
                });
    }
}
