package controllers

import javax.crypto.Mac
import javax.crypto.spec.SecretKeySpec
import org.scalatestplus.play._
import org.scalatestplus.play.guice._
import play.api.test._
import play.api.test.Helpers._

class WebhookSignatureSpec extends PlaySpec with GuiceOneAppPerSuite {

  private def sign(body: String): String = {
    val mac = Mac.getInstance("HmacSHA256")
    mac.init(new SecretKeySpec("whsec-test".getBytes("UTF-8"), "HmacSHA256"))
    mac.doFinal(body.getBytes("UTF-8")).map("%02x".format(_)).mkString
  }

  "POST /webhooks/ringvale" should {
    "accept a correctly signed call.completed event" in {
      val body = """{"event":"call.completed","call_id":"c_1"}"""
      val req = FakeRequest(POST, "/webhooks/ringvale")
        .withHeaders("X-Ringvale-Signature" -> sign(body), CONTENT_TYPE -> JSON)
        .withBody(body)
      status(route(app, req).get) mustBe OK
    }

    "reject an unsigned event" in {
      val req = FakeRequest(POST, "/webhooks/ringvale").withHeaders(CONTENT_TYPE -> JSON).withBody("{}")
      status(route(app, req).get) mustBe UNAUTHORIZED
    }
  }
}
