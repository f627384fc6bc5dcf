package com.kestrelfreight.dialer.web;

import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.annotation.Filter;
import io.micronaut.http.filter.HttpServerFilter;
import io.micronaut.http.filter.ServerFilterChain;
import org.reactivestreams.Publisher;
import reactor.core.publisher.Mono;

import java.util.Map;

/**
 * Our gateway (Envoy + oauth2-proxy) injects X-User-Email / X-User-Id after SSO.
 * Reject anything that reached us without them.
 */
@Filter("/api/**")
public class ActingUserFilter implements HttpServerFilter {

    @Override
    public Publisher<MutableHttpResponse<?>> doFilter(HttpRequest<?> request, ServerFilterChain chain) {
        String email = request.getHeaders().get("X-User-Email");
        String userId = request.getHeaders().get("X-User-Id");
        if (email == null || userId == null) {
            return Mono.just(HttpResponse.unauthorized().body(Map.of("error", "missing identity headers")));
        }
        return chain.proceed(request.setAttribute("actingUserId", userId));
    }
}
