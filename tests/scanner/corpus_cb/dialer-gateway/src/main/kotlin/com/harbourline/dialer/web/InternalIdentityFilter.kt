package com.harbourline.dialer.web

import org.springframework.http.HttpStatus
import org.springframework.stereotype.Component
import org.springframework.web.server.ServerWebExchange
import org.springframework.web.server.WebFilter
import org.springframework.web.server.WebFilterChain
import reactor.core.publisher.Mono

/**
 * The edge proxy (oauth2-proxy) injects the SSO identity into every request to this gateway.
 */
@Component
class InternalIdentityFilter : WebFilter {
    override fun filter(exchange: ServerWebExchange, chain: WebFilterChain): Mono<Void> {
        val email = exchange.request.headers.getFirst("X-User-Email")
        val userId = exchange.request.headers.getFirst("X-User-Id")
        if (email.isNullOrBlank() || userId.isNullOrBlank()) {
            exchange.response.statusCode = HttpStatus.UNAUTHORIZED
            return exchange.response.setComplete()
        }
        exchange.attributes["actingEmail"] = email
        exchange.attributes["actingUserId"] = userId
        return chain.filter(exchange)
    }
}
