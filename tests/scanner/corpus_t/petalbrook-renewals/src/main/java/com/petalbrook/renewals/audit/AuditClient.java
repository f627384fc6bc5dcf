package com.petalbrook.renewals.audit;

import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Header;
import io.micronaut.http.annotation.Post;
import io.micronaut.http.client.annotation.Client;
import io.micronaut.retry.annotation.Retryable;
import java.util.Map;

/** Internal audit-log service. Uses its own API key and forwards the agent id. */
@Client(id = "audit", path = "/v1")
@Header(name = "x-api-key", value = "${audit.api-key}")
public interface AuditClient {

    @Retryable(attempts = "5", delay = "500ms")
    @Post("/events")
    void record(@Header("X-User-Id") String agentId, @Body Map<String, Object> event);
}
