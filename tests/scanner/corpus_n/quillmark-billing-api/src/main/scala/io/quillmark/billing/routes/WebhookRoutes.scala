package io.quillmark.billing.routes

import akka.http.scaladsl.model.StatusCodes
import akka.http.scaladsl.server.Directives._
import akka.http.scaladsl.server.Route
import javax.crypto.Mac
import javax.crypto.spec.SecretKeySpec

class WebhookRoutes(dialstreamSecret: String, stripe: StripeVerifier, handler: CallEventHandler) {

  private def hmacHex(secret: String, body: String): String = {
    val mac = Mac.getInstance("HmacSHA256")
    mac.init(new SecretKeySpec(secret.getBytes("UTF-8"), "HmacSHA256"))
    mac.doFinal(body.getBytes("UTF-8")).map("%02x".format(_)).mkString
  }

  val routes: Route = pathPrefix("webhooks") {
    (path("dialstream") & post) {
      headerValueByName("X-Dialstream-Signature") { sig =>
        entity(as[String]) { body =>
          if (java.security.MessageDigest.isEqual(hmacHex(dialstreamSecret, body).getBytes, sig.getBytes)) {
            handler.handle(body); complete(StatusCodes.NoContent)
          } else complete(StatusCodes.Unauthorized)
        }
      }
    } ~
    (path("stripe") & post) {
      headerValueByName("Stripe-Signature") { sig =>
        entity(as[String]) { body =>
          if (stripe.verify(body, sig)) complete(StatusCodes.OK) else complete(StatusCodes.BadRequest)
        }
      }
    }
  }
}
