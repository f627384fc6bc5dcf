package com.quillmark.leadrouter.notify

import jakarta.servlet.http.HttpServletRequest
import javax.crypto.Mac
import javax.crypto.spec.SecretKeySpec

class SlackRequestVerifier(private val signingSecret: String) {
    fun verify(req: HttpServletRequest, body: String): Boolean {
        val ts = req.getHeader("X-Slack-Request-Timestamp") ?: return false
        val sig = req.getHeader("X-Slack-Signature") ?: return false
        val mac = Mac.getInstance("HmacSHA256").apply { init(SecretKeySpec(signingSecret.toByteArray(), "HmacSHA256")) }
        val expected = "v0=" + mac.doFinal("v0:$ts:$body".toByteArray()).joinToString("") { "%02x".format(it) }
        return expected == sig
    }
}
