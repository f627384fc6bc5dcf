package com.harbourline.dialer.web

import org.springframework.beans.factory.annotation.Value
import org.springframework.core.annotation.Order
import org.springframework.http.HttpStatus
import org.springframework.stereotype.Component
import org.springframework.web.server.ServerWebExchange
import org.springframework.web.server.WebFilter
import org.springframework.web.server.WebFilterChain
import reactor.core.publisher.Mono
import javax.crypto.Mac
import javax.crypto.spec.SecretKeySpec

/** Ringcast posts dial-queue callbacks to /callbacks/ringcast; Stripe is handled elsewhere. */
@Component
@Order(10)
class CallbackSignatureFilter(@Value("\${ringcast.callback-secret:}") private val secret: String) : WebFilter {

    override fun filter(exchange: ServerWebExchange, chain: WebFilterChain): Mono<Void> {
        if (!exchange.request.path.value().startsWith("/callbacks/ringcast")) return chain.filter(exchange)
        val provided = exchange.request.headers.getFirst("X-Ringcast-Signature").orEmpty()
        return exchange.request.body.reduce { a, b -> a.write(b) }.flatMap { buf ->
            val bytes = ByteArray(buf.readableByteCount()).also { buf.read(it) }
            val mac = Mac.getInstance("HmacSHA256").apply { init(SecretKeySpec(secret.toByteArray(), "HmacSHA256")) }
            val expected = mac.doFinal(bytes).joinToString("") { "%02x".format(it) }
            if (!expected.equals(provided, ignoreCase = true)) {
                exchange.response.statusCode = HttpStatus.UNAUTHORIZED
                exchange.response.setComplete()
            } else chain.filter(exchange)
        }
    }
}
