package com.meridianmutual.dialer.ringlane.v2;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Map;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatusCode;
import org.springframework.stereotype.Component;
import org.springframework.web.client.RestClient;

/**
 * Click-to-call already moved to Ringlane v2 (MMDIAL-412). Lists are still on the old client.
 */
@Component
public class RinglaneV2CallClient {

    private final RestClient rest;

    public RinglaneV2CallClient(RestClient.Builder builder,
                                @Value("${dialer.ringlane.host}") String host,
                                @Value("${dialer.ringlane.v2-key}") String v2Key) {
        this.rest = builder
                .baseUrl(host + "/api/public/v2")
                .defaultHeader(HttpHeaders.AUTHORIZATION, "Bearer " + v2Key)
                .build();
    }

    public String startCall(String agentRef, String phoneE164) {
        JsonNode body = rest.post()
                .uri("/calls")
                .body(Map.of("agent", agentRef, "to", phoneE164))
                .retrieve()
                .onStatus(HttpStatusCode::isError, (req, res) -> {
                    JsonNode err = new com.fasterxml.jackson.databind.ObjectMapper().readTree(res.getBody());
                    String code = err.path("error").path("code").asText();
                    if ("agent_not_found".equals(code)) {
                        throw new IllegalArgumentException("Agent not provisioned on Ringlane");
                    }
                    if (res.getStatusCode().value() == 503) {
                        throw new IllegalStateException("Ringlane maintenance: " + err.path("error").path("message").asText());
                    }
                    throw new IllegalStateException("Ringlane v2 error " + code);
                })
                .body(JsonNode.class);
        return body.path("call_id").asText();
    }
}
