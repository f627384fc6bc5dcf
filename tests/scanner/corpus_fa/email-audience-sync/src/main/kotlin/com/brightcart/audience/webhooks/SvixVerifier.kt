package com.brightcart.audience.webhooks

import java.util.Base64
import javax.crypto.Mac
import javax.crypto.spec.SecretKeySpec

/** Verifies webhooks from our email vendor (delivered through Svix). */
class SvixVerifier(secret: String) {
    private val key = Base64.getDecoder().decode(secret.removePrefix("whsec_"))

    fun verify(headers: Map<String, String>, body: String): Boolean {
        val id = headers["svix-id"] ?: return false
        val ts = headers["svix-timestamp"] ?: return false
        val sigs = headers["svix-signature"] ?: return false
        val mac = Mac.getInstance("HmacSHA256").apply { init(SecretKeySpec(key, "HmacSHA256")) }
        val expected = Base64.getEncoder().encodeToString(mac.doFinal("$id.$ts.$body".toByteArray()))
        return sigs.split(" ").any { it.substringAfter(",") == expected }
    }
}

/** GitHub webhook for the content repo that feeds email templates. */
fun verifyGithub(secret: String, body: ByteArray, header: String?): Boolean {
    if (header == null || !header.startsWith("sha256=")) return false
    val mac = Mac.getInstance("HmacSHA256").apply { init(SecretKeySpec(secret.toByteArray(), "HmacSHA256")) }
    val hex = mac.doFinal(body).joinToString("") { "%02x".format(it) }
    return java.security.MessageDigest.isEqual(hex.toByteArray(), header.removePrefix("sha256=").toByteArray())
}
