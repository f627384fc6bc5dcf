package com.tallowfinch.leads.webhooks

import com.tallowfinch.leads.leads.LeadRepository
import com.tallowfinch.leads.leads.LeadStatus
import io.micronaut.context.annotation.Value
import io.micronaut.http.HttpResponse
import io.micronaut.http.annotation.Body
import io.micronaut.http.annotation.Controller
import io.micronaut.http.annotation.Header
import io.micronaut.http.annotation.Post
import groovy.json.JsonSlurper
import org.apache.commons.codec.digest.HmacAlgorithms
import org.apache.commons.codec.digest.HmacUtils

import java.security.MessageDigest

@Controller("/webhooks")
class CallcrestWebhookController {

    @Value('${callcrest.webhook-secret}')
    String secret

    private final LeadRepository leads

    CallcrestWebhookController(LeadRepository leads) { this.leads = leads }

    @Post("/callcrest")
    HttpResponse<?> callcrest(@Body String raw, @Header("X-Callcrest-Signature") String signature) {
        String expected = new HmacUtils(HmacAlgorithms.HMAC_SHA_256, secret).hmacHex(raw)
        if (!signature || !MessageDigest.isEqual(expected.bytes, signature.bytes)) {
            return HttpResponse.unauthorized()
        }
        def evt = new JsonSlurper().parseText(raw)
        if (evt.type == 'call.completed' && evt.data.externalId) {
            leads.findById(evt.data.externalId as Long).ifPresent {
                it.status = LeadStatus.CONTACTED
                leads.update(it)
            }
        }
        HttpResponse.noContent()
    }

    @Post("/github")
    HttpResponse<?> github(@Body String raw, @Header("X-Hub-Signature-256") String sig) {
        String expected = 'sha256=' + new HmacUtils(HmacAlgorithms.HMAC_SHA_256, System.getenv('GITHUB_WEBHOOK_SECRET')).hmacHex(raw)
        MessageDigest.isEqual(expected.bytes, (sig ?: '').bytes) ? HttpResponse.ok() : HttpResponse.unauthorized()
    }
}
