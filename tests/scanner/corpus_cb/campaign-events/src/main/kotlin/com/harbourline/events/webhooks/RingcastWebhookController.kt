package com.harbourline.events.webhooks

import com.harbourline.events.calls.CallEventRepository
import io.micronaut.context.annotation.Value
import io.micronaut.http.HttpResponse
import io.micronaut.http.annotation.Body
import io.micronaut.http.annotation.Controller
import io.micronaut.http.annotation.Header
import io.micronaut.http.annotation.Post

@Controller("/webhooks/ringcast")
class RingcastWebhookController(
    @Value("\${ringcast.webhook-secret}") private val secret: String,
    private val calls: CallEventRepository,
) {
    @Post(consumes = ["application/json"])
    fun receive(
        @Header("X-Ringcast-Signature") signature: String?,
        @Body raw: String,
    ): HttpResponse<Any> {
        if (signature == null || !Hmac.matches(secret, raw, signature)) {
            return HttpResponse.unauthorized()
        }
        calls.saveFromJson(raw)
        return HttpResponse.noContent()
    }
}
