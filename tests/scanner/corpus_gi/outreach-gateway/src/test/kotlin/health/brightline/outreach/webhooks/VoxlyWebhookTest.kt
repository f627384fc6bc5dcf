package health.brightline.outreach.webhooks

import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.shouldBe

class VoxlyWebhookTest : FunSpec({
    val secret = "test_signing_secret"

    test("accepts a valid v2 signature") {
        val body = """{"type":"call.completed","data":{"id":"call_1"}}"""
        val t = "1718035200000"
        val header = "t=$t,v1=" + javax.crypto.Mac.getInstance("HmacSHA256").run {
            init(javax.crypto.spec.SecretKeySpec(secret.toByteArray(), "HmacSHA256"))
            doFinal("$t.$body".toByteArray()).joinToString("") { "%02x".format(it) }
        }
        verifyServiceSignature(secret, header, body) shouldBe true
    }

    test("rejects a tampered body (401 path)") {
        verifyServiceSignature(secret, "t=1,v1=deadbeef", "{}") shouldBe false
    }
})
