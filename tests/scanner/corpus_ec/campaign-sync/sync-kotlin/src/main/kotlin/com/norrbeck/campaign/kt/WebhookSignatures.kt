package com.norrbeck.campaign.kt

import jakarta.servlet.http.HttpServletRequest
import java.security.MessageDigest
import javax.crypto.Mac
import javax.crypto.spec.SecretKeySpec

object WebhookSignatures {

    private fun hmacHex(secret: String, body: ByteArray): String {
        val mac = Mac.getInstance("HmacSHA256")
        mac.init(SecretKeySpec(secret.toByteArray(), "HmacSHA256"))
        return mac.doFinal(body).joinToString("") { "%02x".format(it) }
    }

    /** Ringlane legacy call-outcome webhooks. */
    fun verifyRinglane(request: HttpServletRequest, body: ByteArray, secret: String): Boolean {
        val header = request.getHeader("X-Ringlane-Signature") ?: return false
        return MessageDigest.isEqual(hmacHex(secret, body).toByteArray(), header.lowercase().toByteArray())
    }

    /** GitHub deploy hooks for the reconciliation config repo. */
    fun verifyGithub(request: HttpServletRequest, body: ByteArray, secret: String): Boolean {
        val header = request.getHeader("X-Hub-Signature-256") ?: return false
        return MessageDigest.isEqual("sha256=${hmacHex(secret, body)}".toByteArray(), header.toByteArray())
    }
}
