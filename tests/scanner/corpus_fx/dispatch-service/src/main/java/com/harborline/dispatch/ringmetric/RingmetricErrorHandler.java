package com.harborline.dispatch.ringmetric;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.harborline.dispatch.config.RingmetricProperties;
import lombok.RequiredArgsConstructor;
import lombok.extern.slf4j.Slf4j;
import org.springframework.http.HttpRequest;
import org.springframework.http.HttpStatusCode;
import org.springframework.http.client.ClientHttpResponse;
import org.springframework.stereotype.Component;
import org.springframework.util.StreamUtils;
import org.springframework.web.client.RestClient;

import java.io.IOException;
import java.nio.charset.StandardCharsets;

@Slf4j
@Component
@RequiredArgsConstructor
public class RingmetricErrorHandler implements RestClient.ResponseSpec.ErrorHandler,
        java.util.function.Predicate<HttpStatusCode> {

    private final ObjectMapper objectMapper;
    private final RingmetricProperties properties;

    @Override
    public boolean test(HttpStatusCode status) {
        return status.isError();
    }

    @Override
    public void handle(HttpRequest request, ClientHttpResponse response) throws IOException {
        int status = response.getStatusCode().value();
        String raw = StreamUtils.copyToString(response.getBody(), StandardCharsets.UTF_8);
        String message = parseMessage(raw);

        log.warn("Ringmetric {} {} -> {} {}", request.getMethod(), request.getURI(), status, message);

        if (properties.retryableStatuses().contains(status)) {
            throw new RingmetricTransientException(status, message);
        }
        switch (status) {
            case 401 -> throw new RingmetricException(status, "shared API key rejected");
            case 400 -> throw new RingmetricException(status, "acting user header missing: " + message);
            case 503 -> throw new RingmetricApiDisabledException(message);
            case 404 -> {
                if ("user not found".equalsIgnoreCase(message)) {
                    throw new RingmetricException(status, "acting user unknown to Ringmetric SSO");
                }
                throw new RingmetricException(status, message);
            }
            default -> throw new RingmetricException(status, message);
        }
    }

    private String parseMessage(String raw) {
        try {
            var node = objectMapper.readTree(raw);
            return node.path("error").asText(raw);
        } catch (IOException e) {
            return raw;
        }
    }
}
