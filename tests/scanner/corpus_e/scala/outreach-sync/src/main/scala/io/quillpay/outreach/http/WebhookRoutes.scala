package io.quillpay.outreach.http

import akka.http.scaladsl.model.StatusCodes
import akka.http.scaladsl.server.Directives._
import akka.http.scaladsl.server.Route
import akka.util.ByteString

import java.security.MessageDigest
import javax.crypto.Mac
import javax.crypto.spec.SecretKeySpec

/**
 * Inbound webhooks.
 *  - /webhooks/tallyho : legacy outbound webhook of the dialer (not yet moved to a v2 subscription)
 *  - /webhooks/github  : repo events for the release bot
 */
class WebhookRoutes(tallyhoSecret: String, githubSecret: String, sink: ByteString => Unit) {

  private def hmacHex(secret: String, data: Array[Byte]): String = {
    val mac = Mac.getInstance("HmacSHA256")
    mac.init(new SecretKeySpec(secret.getBytes("UTF-8"), "HmacSHA256"))
    mac.doFinal(data).map("%02x".format(_)).mkString
  }

  private def safeEq(a: String, b: String): Boolean =
    MessageDigest.isEqual(a.getBytes("UTF-8"), b.getBytes("UTF-8"))

  val routes: Route =
    concat(
      path("webhooks" / "tallyho") {
        post {
          headerValueByName("X-Tallyho-Signature") { sig =>
            extractDataBytes { bytes =>
              onSuccess(bytes.runFold(ByteString.empty)(_ ++ _)(materializer)) { raw =>
                if (safeEq(hmacHex(tallyhoSecret, raw.toArray), sig)) {
                  sink(raw)
                  complete(StatusCodes.OK)
                } else complete(StatusCodes.Unauthorized)
              }
            }
          }
        }
      },
      path("webhooks" / "github") {
        post {
          headerValueByName("X-Hub-Signature-256") { sig =>
            entity(as[ByteString]) { raw =>
              val expected = "sha256=" + hmacHex(githubSecret, raw.toArray)
              if (safeEq(expected, sig)) complete(StatusCodes.NoContent)
              else complete(StatusCodes.Unauthorized)
            }
          }
        }
      }
    )
}
