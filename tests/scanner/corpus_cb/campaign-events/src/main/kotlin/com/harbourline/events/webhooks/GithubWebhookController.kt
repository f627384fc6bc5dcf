package com.harbourline.events.webhooks

import io.micronaut.context.annotation.Value
import io.micronaut.http.HttpRequest
import io.micronaut.http.HttpResponse
import io.micronaut.http.annotation.Body
import io.micronaut.http.annotation.Controller
import io.micronaut.http.annotation.Post

/** Release notifications from the harbourline/campaign-templates repo. */
@Controller("/webhooks/github")
class GithubWebhookController(@Value("\${github.webhook-secret}") private val secret: String) {

    @Post
    fun receive(request: HttpRequest<*>, @Body raw: String): HttpResponse<Any> {
        val sig = request.headers.get("X-Hub-Signature-256") ?: return HttpResponse.unauthorized()
        if (!Hmac.matches(secret, raw, sig)) return HttpResponse.unauthorized()
        return HttpResponse.accepted()
    }
}
