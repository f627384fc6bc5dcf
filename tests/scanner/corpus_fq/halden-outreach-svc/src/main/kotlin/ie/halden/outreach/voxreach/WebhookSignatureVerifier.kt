package ie.halden.outreach.voxreach

import io.vertx.core.http.HttpServerRequest
import jakarta.enterprise.context.ApplicationScoped
import org.eclipse.microprofile.config.inject.ConfigProperty
import java.security.MessageDigest
import javax.crypto.Mac
import javax.crypto.spec.SecretKeySpec

@ApplicationScoped
class WebhookSignatureVerifier(
    @ConfigProperty(name = "voxreach.webhook-secret") private val secret: String,
) {
    fun verify(request: HttpServerRequest, body: ByteArray): Boolean {
        val v2 = request.getHeader("Service-Signature")
        if (v2 != null) {
            val parts = v2.split(",").associate { it.substringBefore("=") to it.substringAfter("=") }
            val signed = "${parts["t"]}.".toByteArray() + body
            return constantTimeEquals(hmacHex(signed), parts["v1"].orEmpty())
        }
        // Audiences created before the cut-over still deliver with the old header.
        val legacy = request.getHeader("X-Voxreach-Signature") ?: return false
        return constantTimeEquals(hmacHex(body), legacy)
    }

    private fun hmacHex(data: ByteArray): String {
        val mac = Mac.getInstance("HmacSHA256")
        mac.init(SecretKeySpec(secret.toByteArray(), "HmacSHA256"))
        return mac.doFinal(data).joinToString("") { "%02x".format(it) }
    }

    private fun constantTimeEquals(a: String, b: String) =
        MessageDigest.isEqual(a.toByteArray(), b.toByteArray())
}
