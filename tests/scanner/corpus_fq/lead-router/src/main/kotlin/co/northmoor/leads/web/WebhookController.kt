package co.northmoor.leads.web

import co.northmoor.ringlane.WebhookVerifier
import io.micronaut.http.HttpResponse
import io.micronaut.http.annotation.Body
import io.micronaut.http.annotation.Controller
import io.micronaut.http.annotation.Header
import io.micronaut.http.annotation.Post

@Controller("/webhooks")
class WebhookController(
    private val ringlaneVerifier: WebhookVerifier,
    private val github: GithubSignatureCheck,
    private val outcomes: CallOutcomeService,
) {
    @Post("/ringlane")
    fun ringlane(@Header("X-Ringlane-Signature") signature: String?, @Body raw: ByteArray): HttpResponse<*> {
        if (signature == null || !ringlaneVerifier.isValid(mapOf("x-ringlane-signature" to signature), raw)) {
            return HttpResponse.unauthorized<Any>()
        }
        outcomes.record(raw)
        return HttpResponse.accepted<Any>()
    }

    @Post("/github")
    fun github(@Header("X-Hub-Signature-256") signature: String?, @Body raw: ByteArray): HttpResponse<*> {
        if (!github.matches(signature, raw)) return HttpResponse.unauthorized<Any>()
        return HttpResponse.noContent<Any>()
    }
}
