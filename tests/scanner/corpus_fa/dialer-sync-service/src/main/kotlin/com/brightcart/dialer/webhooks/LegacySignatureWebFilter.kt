package com.brightcart.dialer.webhooks

import com.brightcart.dialer.ringlane.RinglaneProperties
import org.springframework.core.io.buffer.DataBufferUtils
import org.springframework.http.HttpStatus
import org.springframework.stereotype.Component
import org.springframework.web.server.ServerWebExchange
import org.springframework.web.server.WebFilter
import org.springframework.web.server.WebFilterChain
import reactor.core.publisher.Mono
import javax.crypto.Mac
import javax.crypto.spec.SecretKeySpec

/** Old callback URL still configured in some Ringlane workspaces (/callbacks/calls). */
@Component
class LegacySignatureWebFilter(private val props: RinglaneProperties) : WebFilter {
    override fun filter(exchange: ServerWebExchange, chain: WebFilterChain): Mono<Void> {
        if (exchange.request.path.value() != "/callbacks/calls") return chain.filter(exchange)
        val sig = exchange.request.headers.getFirst("x-ringlane-signature").orEmpty()
        return DataBufferUtils.join(exchange.request.body).flatMap { buf ->
            val bytes = ByteArray(buf.readableByteCount()).also { buf.read(it) }
            DataBufferUtils.release(buf)
            val mac = Mac.getInstance("HmacSHA256").apply { init(SecretKeySpec(props.webhookSecret.toByteArray(), "HmacSHA256")) }
            val expected = mac.doFinal(bytes).joinToString("") { "%02x".format(it) }
            if (!expected.equals(sig, ignoreCase = true)) {
                exchange.response.statusCode = HttpStatus.UNAUTHORIZED
                exchange.response.setComplete()
            } else {
                chain.filter(exchange)
            }
        }
    }
}
