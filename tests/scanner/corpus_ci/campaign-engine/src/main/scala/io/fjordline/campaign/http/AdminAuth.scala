package io.fjordline.campaign.http

import cats.data.{Kleisli, OptionT}
import cats.effect.IO
import org.http4s._
import org.http4s.server.AuthMiddleware
import org.typelevel.ci._

/** Our admin UI sits behind oauth2-proxy which forwards X-User-Email / X-User-Id. */
object AdminAuth {
  final case class Operator(id: String, email: String)

  private val fromHeaders: Kleisli[OptionT[IO, *], Request[IO], Operator] = Kleisli { req =>
    OptionT.fromOption[IO](for {
      email <- req.headers.get(ci"X-User-Email").map(_.head.value)
      id    <- req.headers.get(ci"X-User-Id").map(_.head.value)
    } yield Operator(id, email))
  }

  val middleware: AuthMiddleware[IO, Operator] = AuthMiddleware.withFallThrough(fromHeaders)
}
