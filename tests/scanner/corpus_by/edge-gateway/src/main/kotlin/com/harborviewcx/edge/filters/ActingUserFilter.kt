package com.harborviewcx.edge.filters

import org.springframework.cloud.gateway.filter.GatewayFilterChain
import org.springframework.cloud.gateway.filter.GlobalFilter
import org.springframework.http.HttpStatus
import org.springframework.stereotype.Component
import org.springframework.web.server.ServerWebExchange
import reactor.core.publisher.Mono

/**
 * Every request routed by the edge must carry X-User-Id (set by the SSO sidecar)
 * and an x-api-key issued by platform for machine callers.
 */
@Component
class ActingUserFilter : GlobalFilter {
    override fun filter(exchange: ServerWebExchange, chain: GatewayFilterChain): Mono<Void> {
        val headers = exchange.request.headers
        val userId = headers.getFirst("X-User-Id")
        val apiKey = headers.getFirst("x-api-key")
        if (userId.isNullOrBlank() && apiKey.isNullOrBlank()) {
            exchange.response.statusCode = HttpStatus.UNAUTHORIZED
            return exchange.response.setComplete()
        }
        val mutated = exchange.request.mutate()
            .header("X-User-Email", headers.getFirst("X-Forwarded-Email") ?: "")
            .build()
        return chain.filter(exchange.mutate().request(mutated).build())
    }
}
