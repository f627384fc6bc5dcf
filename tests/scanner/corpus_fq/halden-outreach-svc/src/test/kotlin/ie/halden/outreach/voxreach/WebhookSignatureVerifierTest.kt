package ie.halden.outreach.voxreach

import io.mockk.every
import io.mockk.mockk
import io.vertx.core.http.HttpServerRequest
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import javax.crypto.Mac
import javax.crypto.spec.SecretKeySpec

class WebhookSignatureVerifierTest {
    private val verifier = WebhookSignatureVerifier("whsec_test")

    private fun sign(t: Long, body: String): String {
        val mac = Mac.getInstance("HmacSHA256").apply { init(SecretKeySpec("whsec_test".toByteArray(), "HmacSHA256")) }
        return mac.doFinal("$t.$body".toByteArray()).joinToString("") { "%02x".format(it) }
    }

    @Test
    fun `accepts a valid Service-Signature`() {
        val body = """{"type":"call.completed"}"""
        val req = mockk<HttpServerRequest>()
        every { req.getHeader("Service-Signature") } returns "t=1700000000000,v1=${sign(1700000000000, body)}"
        assertTrue(verifier.verify(req, body.toByteArray()))
    }

    @Test
    fun `rejects tampered body`() {
        val req = mockk<HttpServerRequest>()
        every { req.getHeader("Service-Signature") } returns "t=1,v1=deadbeef"
        assertFalse(verifier.verify(req, "{}".toByteArray()))
    }
}
