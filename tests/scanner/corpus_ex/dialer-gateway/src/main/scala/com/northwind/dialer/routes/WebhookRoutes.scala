package com.northwind.dialer.routes

import akka.http.scaladsl.model.StatusCodes
import akka.http.scaladsl.server.Directives._
import akka.http.scaladsl.server.Route
import akka.util.ByteString
import javax.crypto.Mac
import javax.crypto.spec.SecretKeySpec
import java.security.MessageDigest

class WebhookRoutes(ringlaneSecret: String, githubSecret: String, onCallEvent: ByteString => Unit) {

  private def hmac(secret: String, data: ByteString): String = {
    val mac = Mac.getInstance("HmacSHA256")
    mac.init(new SecretKeySpec(secret.getBytes("UTF-8"), "HmacSHA256"))
    mac.doFinal(data.toArray).map("%02x".format(_)).mkString
  }

  private def same(a: String, b: String) = MessageDigest.isEqual(a.getBytes, b.getBytes)

  val routes: Route = pathPrefix("hooks") {
    concat(
      (path("ringlane") & post) {
        optionalHeaderValueByName("X-Ringlane-Signature") { sig =>
          extractStrictEntity(scala.concurrent.duration.DurationInt(3).seconds) { entity =>
            if (sig.exists(s => same(s, hmac(ringlaneSecret, entity.data)))) {
              onCallEvent(entity.data)
              complete(StatusCodes.NoContent)
            } else complete(StatusCodes.Unauthorized)
          }
        }
      },
      (path("github") & post) {
        headerValueByName("X-Hub-Signature-256") { sig =>
          extractStrictEntity(scala.concurrent.duration.DurationInt(3).seconds) { entity =>
            if (same(sig, "sha256=" + hmac(githubSecret, entity.data))) complete(StatusCodes.Accepted)
            else complete(StatusCodes.Forbidden)
          }
        }
      }
    )
  }
}
