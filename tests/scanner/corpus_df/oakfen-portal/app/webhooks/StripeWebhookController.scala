package webhooks

import javax.crypto.Mac
import javax.crypto.spec.SecretKeySpec
import javax.inject.{Inject, Singleton}
import play.api.Configuration
import play.api.mvc._

/** Subscription billing events from Stripe. */
@Singleton
class StripeWebhookController @Inject() (cc: ControllerComponents, config: Configuration) extends AbstractController(cc) {
  private val secret = config.get[String]("stripe.webhook-secret")

  def receive: Action[RawBuffer] = Action(parse.raw) { req =>
    val payload = req.body.asBytes().map(_.utf8String).getOrElse("")
    val header = req.headers.get("Stripe-Signature").getOrElse("")
    val parts = header.split(",").flatMap(_.split("=", 2) match {
      case Array(k, v) => Some(k -> v)
      case _           => None
    }).toMap
    val ts = parts.getOrElse("t", "")
    val mac = Mac.getInstance("HmacSHA256")
    mac.init(new SecretKeySpec(secret.getBytes("UTF-8"), "HmacSHA256"))
    val expected = mac.doFinal(s"$ts.$payload".getBytes("UTF-8")).map("%02x".format(_)).mkString
    if (parts.get("v1").contains(expected)) Ok else BadRequest("bad signature")
  }
}
