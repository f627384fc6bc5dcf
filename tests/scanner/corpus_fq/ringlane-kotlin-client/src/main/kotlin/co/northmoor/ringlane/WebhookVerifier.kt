package co.northmoor.ringlane

import java.security.MessageDigest
import javax.crypto.Mac
import javax.crypto.spec.SecretKeySpec

/** Verifies Ringlane call-event webhooks (HMAC-SHA256 of the raw body, hex). */
class WebhookVerifier(private val signingSecret: String) {

    fun isValid(headers: Map<String, String>, rawBody: ByteArray): Boolean {
        val provided = headers.entries.firstOrNull { it.key.equals("x-ringlane-signature", ignoreCase = true) }?.value
            ?: return false
        val mac = Mac.getInstance("HmacSHA256").apply { init(SecretKeySpec(signingSecret.toByteArray(), "HmacSHA256")) }
        val expected = mac.doFinal(rawBody).joinToString("") { "%02x".format(it) }
        return MessageDigest.isEqual(expected.toByteArray(), provided.lowercase().toByteArray())
    }
}
