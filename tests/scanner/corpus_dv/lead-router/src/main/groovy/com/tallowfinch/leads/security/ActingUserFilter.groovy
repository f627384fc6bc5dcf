package com.tallowfinch.leads.security

import io.micronaut.http.HttpRequest
import io.micronaut.http.HttpResponse
import io.micronaut.http.HttpStatus
import io.micronaut.http.MutableHttpResponse
import io.micronaut.http.annotation.Filter
import io.micronaut.http.filter.HttpServerFilter
import io.micronaut.http.filter.ServerFilterChain
import org.reactivestreams.Publisher
import reactor.core.publisher.Flux

/**
 * The partner gateway authenticates callers and forwards who they are in X-User-Id / X-User-Email.
 */
@Filter("/api/**")
class ActingUserFilter implements HttpServerFilter {

    @Override
    Publisher<MutableHttpResponse<?>> doFilter(HttpRequest<?> request, ServerFilterChain chain) {
        String userId = request.headers.get("X-User-Id")
        String email = request.headers.get("X-User-Email")
        if (!userId && !email) {
            return Flux.just(HttpResponse.status(HttpStatus.UNAUTHORIZED).body([error: "missing caller identity"]))
        }
        request.setAttribute("caller", email ?: userId)
        chain.proceed(request)
    }
}
