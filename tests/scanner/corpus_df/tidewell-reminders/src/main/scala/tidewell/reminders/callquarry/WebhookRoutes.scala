package tidewell.reminders.callquarry

import zio.*
import zio.http.*
import javax.crypto.Mac
import javax.crypto.spec.SecretKeySpec

/** Call outcome callbacks from Callquarry (legacy HMAC scheme). */
final class WebhookRoutes(signingSecret: String, onOutcome: String => UIO[Unit]):

  private def hex(bytes: Array[Byte]) = bytes.map("%02x".format(_)).mkString

  private def valid(body: String, sig: String): Boolean =
    val mac = Mac.getInstance("HmacSHA256")
    mac.init(SecretKeySpec(signingSecret.getBytes("UTF-8"), "HmacSHA256"))
    java.security.MessageDigest.isEqual(hex(mac.doFinal(body.getBytes("UTF-8"))).getBytes, sig.getBytes)

  val routes: Routes[Any, Nothing] = Routes(
    Method.POST / "hooks" / "callquarry" -> handler { (req: Request) =>
      for
        body <- req.body.asString.orDie
        sig = req.rawHeader(HeaderNames.LegacySignature).getOrElse("")
        resp <- if valid(body, sig) then onOutcome(body).as(Response.ok) else ZIO.succeed(Response.status(Status.Unauthorized))
      yield resp
    }
  )
