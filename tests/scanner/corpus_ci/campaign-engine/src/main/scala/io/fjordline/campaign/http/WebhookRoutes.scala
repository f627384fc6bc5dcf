package io.fjordline.campaign.http

import cats.effect.IO
import org.http4s._
import org.http4s.dsl.io._
import org.typelevel.ci._

import javax.crypto.Mac
import javax.crypto.spec.SecretKeySpec

final class WebhookRoutes(secret: String, sink: String => IO[Unit]) {

  private val SignatureHeader = ci"X-CallHarbor-Signature"

  val routes: HttpRoutes[IO] = HttpRoutes.of[IO] {
    case req @ POST -> Root / "webhooks" / "callharbor" =>
      for {
        body <- req.as[String]
        sig = req.headers.get(SignatureHeader).map(_.head.value).getOrElse("")
        resp <- if (hmac(body) == sig.toLowerCase) sink(body) *> NoContent() else Forbidden()
      } yield resp

    case req @ POST -> Root / "webhooks" / "svix" =>
      val id = req.headers.get(ci"svix-id").map(_.head.value)
      val signature = req.headers.get(ci"svix-signature").map(_.head.value)
      if (id.isDefined && signature.isDefined) Accepted() else BadRequest()
  }

  private def hmac(body: String): String = {
    val mac = Mac.getInstance("HmacSHA256")
    mac.init(new SecretKeySpec(secret.getBytes("UTF-8"), "HmacSHA256"))
    mac.doFinal(body.getBytes("UTF-8")).map("%02x".format(_)).mkString
  }
}
