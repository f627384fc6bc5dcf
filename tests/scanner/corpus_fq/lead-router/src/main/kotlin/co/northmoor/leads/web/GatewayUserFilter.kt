package co.northmoor.leads.web

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
 * The internal gateway authenticates operators and forwards their identity.
 */
@Filter("/admin/**")
class GatewayUserFilter : HttpServerFilter {
    override fun doFilter(request: HttpRequest<*>, chain: ServerFilterChain): Publisher<MutableHttpResponse<*>> {
        val userId = request.headers.get("X-User-Id")
        val email = request.headers.get("X-User-Email")
        if (userId.isNullOrBlank() || email.isNullOrBlank()) {
            return Flux.just(HttpResponse.status<Any>(HttpStatus.UNAUTHORIZED).body(mapOf("error" to "missing operator identity")))
        }
        request.setAttribute("operator.id", userId)
        return chain.proceed(request)
    }
}
