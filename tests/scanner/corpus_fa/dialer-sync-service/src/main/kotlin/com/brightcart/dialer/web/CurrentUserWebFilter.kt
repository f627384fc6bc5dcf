package com.brightcart.dialer.web

import org.springframework.http.HttpStatus
import org.springframework.stereotype.Component
import org.springframework.web.server.ServerWebExchange
import org.springframework.web.server.WebFilter
import org.springframework.web.server.WebFilterChain
import reactor.core.publisher.Mono

/**
 * Our own admin UI goes through the internal gateway, which injects X-User-Email
 * after SSO. We just read it here.
 */
@Component
class CurrentUserWebFilter : WebFilter {
    override fun filter(exchange: ServerWebExchange, chain: WebFilterChain): Mono<Void> {
        if (!exchange.request.path.value().startsWith("/admin")) return chain.filter(exchange)
        val email = exchange.request.headers.getFirst("X-User-Email")
        val userId = exchange.request.headers.getFirst("X-User-Id")
        if (email.isNullOrBlank() || userId.isNullOrBlank()) {
            exchange.response.statusCode = HttpStatus.UNAUTHORIZED
            return exchange.response.setComplete()
        }
        exchange.attributes["currentUser"] = email
        return chain.filter(exchange)
    }
}
