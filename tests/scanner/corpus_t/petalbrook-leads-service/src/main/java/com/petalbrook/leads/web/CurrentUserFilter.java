package com.petalbrook.leads.web;

import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Component;
import org.springframework.web.server.ServerWebExchange;
import org.springframework.web.server.WebFilter;
import org.springframework.web.server.WebFilterChain;
import reactor.core.publisher.Mono;

/** Agents' portal calls us through the Istio gateway, which injects the caller identity. */
@Component
public class CurrentUserFilter implements WebFilter {

    public static final String USER_ID_HEADER = "X-User-Id";
    public static final String USER_EMAIL_HEADER = "X-User-Email";

    @Override
    public Mono<Void> filter(ServerWebExchange exchange, WebFilterChain chain) {
        String userId = exchange.getRequest().getHeaders().getFirst(USER_ID_HEADER);
        if (userId == null && exchange.getRequest().getPath().value().startsWith("/api/")) {
            exchange.getResponse().setStatusCode(HttpStatus.UNAUTHORIZED);
            return exchange.getResponse().setComplete();
        }
        exchange.getAttributes().put("agentEmail",
                exchange.getRequest().getHeaders().getFirst(USER_EMAIL_HEADER));
        return chain.filter(exchange);
    }
}
