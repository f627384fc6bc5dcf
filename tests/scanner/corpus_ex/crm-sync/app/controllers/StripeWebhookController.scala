package controllers

import javax.crypto.Mac
import javax.crypto.spec.SecretKeySpec
import javax.inject.Inject
import play.api.Configuration
import play.api.libs.json.Json
import play.api.mvc._

class StripeWebhookController @Inject() (cc: ControllerComponents, config: Configuration)
    extends AbstractController(cc) {

  private val secret = config.get[String]("stripe.webhook-secret")

  def receive: Action[String] = Action(parse.tolerantText) { request =>
    val header = request.headers.get("Stripe-Signature").getOrElse("")
    val parts = header.split(",").map(_.split("=", 2)).collect { case Array(k, v) => k -> v }.toMap
    val signedPayload = s"${parts.getOrElse("t", "")}.${request.body}"
    val mac = Mac.getInstance("HmacSHA256")
    mac.init(new SecretKeySpec(secret.getBytes("UTF-8"), "HmacSHA256"))
    val expected = mac.doFinal(signedPayload.getBytes("UTF-8")).map("%02x".format(_)).mkString
    if (parts.get("v1").contains(expected)) Ok
    else BadRequest(Json.obj("error" -> "invalid signature"))
  }
}
