package com.harbourline.events.webhooks

import java.security.MessageDigest
import javax.crypto.Mac
import javax.crypto.spec.SecretKeySpec

object Hmac {
    fun sha256Hex(secret: String, payload: String): String {
        val mac = Mac.getInstance("HmacSHA256")
        mac.init(SecretKeySpec(secret.toByteArray(Charsets.UTF_8), "HmacSHA256"))
        return mac.doFinal(payload.toByteArray(Charsets.UTF_8)).joinToString("") { "%02x".format(it) }
    }

    fun matches(secret: String, payload: String, provided: String): Boolean =
        MessageDigest.isEqual(sha256Hex(secret, payload).toByteArray(), provided.removePrefix("sha256=").toByteArray())
}
