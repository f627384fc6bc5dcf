package com.tidemark.dispatch.ringwell.health;

import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.boot.actuate.health.Health;
import org.springframework.boot.actuate.health.HealthIndicator;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Component;
import org.springframework.web.client.RestClient;
import org.springframework.web.client.RestClientResponseException;

/**
 * /actuator/health/ringwell - cheap probe that the key + acting user still work.
 * Uses a raw RestClient so the error handler's exceptions don't get in the way.
 */
@Component("ringwell")
public class RingwellHealthIndicator implements HealthIndicator {

    private final RestClient rest;

    public RingwellHealthIndicator(@Qualifier("ringwellRestClient") RestClient rest) {
        this.rest = rest;
    }

    @Override
    public Health health() {
        try {
            rest.get().uri("/contact-lists?limit=1").retrieve().toBodilessEntity();
            return Health.up().build();
        } catch (RestClientResponseException e) {
            HttpStatus status = HttpStatus.resolve(e.getStatusCode().value());
            if (status == HttpStatus.SERVICE_UNAVAILABLE) {
                return Health.down().withDetail("reason", "public API disabled").build();
            }
            if (status == HttpStatus.BAD_GATEWAY) {
                return Health.unknown().withDetail("reason", "Ringwell IdP unreachable").build();
            }
            return Health.down().withDetail("status", e.getStatusCode().value()).build();
        } catch (RuntimeException e) {
            return Health.down(e).build();
        }
    }
}
