package com.meridianmutual.dialer.ringlane;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.meridianmutual.dialer.config.RinglaneProperties;
import com.meridianmutual.dialer.ringlane.DialerUpstreamException.Reason;
import io.github.resilience4j.retry.annotation.Retry;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import org.springframework.http.HttpStatusCode;
import org.springframework.http.MediaType;
import org.springframework.http.client.ClientHttpResponse;
import org.springframework.stereotype.Component;
import org.springframework.web.client.RestClient;

@Component
public class RinglaneGateway {

    private static final String ACTING_AGENT = "x-user-id";

    private final RestClient ringlane;
    private final RinglaneProperties props;
    private final ObjectMapper mapper;

    public RinglaneGateway(RestClient ringlaneRestClient, RinglaneProperties props, ObjectMapper mapper) {
        this.ringlane = ringlaneRestClient;
        this.props = props;
        this.mapper = mapper;
    }

    @Retry(name = "ringlane")
    public List<Map<String, Object>> listsFor(String agentOktaId) {
        return ringlane.get()
                .uri("/contact-lists?owner=me")
                .header(ACTING_AGENT, agentOktaId)
                .retrieve()
                .onStatus(HttpStatusCode::isError, this::translate)
                .body(List.class);
    }

    @Retry(name = "ringlane")
    public void addToList(String agentOktaId, String listId, String phoneE164, String displayName) {
        ringlane.post()
                .uri("/contact-lists/{listId}/contacts", listId)
                .header(ACTING_AGENT, agentOktaId)
                .contentType(MediaType.APPLICATION_JSON)
                .body(Map.of("contacts", List.of(Map.of("phone", phoneE164, "name", displayName))))
                .retrieve()
                .onStatus(HttpStatusCode::isError, this::translate)
                .toBodilessEntity();
    }

    public void removeFromList(String agentOktaId, String listId, String phoneE164) {
        ringlane.delete()
                .uri("/contact-lists/{listId}/contacts/{phone}", listId, phoneE164)
                .header(ACTING_AGENT, agentOktaId)
                .retrieve()
                .onStatus(HttpStatusCode::isError, this::translate)
                .toBodilessEntity();
    }

    private void translate(org.springframework.http.HttpRequest request, ClientHttpResponse response) throws IOException {
        int status = response.getStatusCode().value();
        RinglaneApiError err = readError(response);
        String msg = err.getError() == null ? "" : err.getError();

        if (props.getRetryableStatuses().contains(status)) {
            throw new RetryableRinglaneException(status, msg);
        }
        if (status == 404 && msg.toLowerCase().contains("user not found")) {
            throw new DialerUpstreamException(Reason.AGENT_NOT_PROVISIONED, "Agent has no Ringlane seat");
        }
        if (status == 404) {
            throw new DialerUpstreamException(Reason.LIST_MISSING, msg);
        }
        if (status == 503) {
            throw new DialerUpstreamException(Reason.INTEGRATION_DISABLED, "Ringlane API access is disabled for our tenant");
        }
        if (status == 400 && err.getDetails() != null) {
            String first = err.getDetails().get(0).getPath() + ": " + err.getDetails().get(0).getMessage();
            throw new DialerUpstreamException(Reason.VALIDATION, first);
        }
        throw new DialerUpstreamException(Reason.OTHER, status + " " + msg);
    }

    private RinglaneApiError readError(ClientHttpResponse response) {
        try {
            return mapper.readValue(response.getBody(), RinglaneApiError.class);
        } catch (IOException e) {
            return new RinglaneApiError();
        }
    }

    public static class RetryableRinglaneException extends RuntimeException {
        public RetryableRinglaneException(int status, String msg) {
            super("retryable " + status + ": " + msg);
        }
    }
}
