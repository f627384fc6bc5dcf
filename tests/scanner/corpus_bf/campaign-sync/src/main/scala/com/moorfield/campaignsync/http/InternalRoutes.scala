package com.moorfield.campaignsync.http

import cats.effect.IO
import io.circe.Json
import org.http4s._
import org.http4s.circe._
import org.http4s.dsl.io._
import org.typelevel.ci.CIString

import com.moorfield.campaignsync.SyncService

/** Routes for the ops console. The ingress sets X-User-Id after SSO. */
class InternalRoutes(sync: SyncService) {

  private val UserIdHeader = CIString("X-User-Id")

  private def caller(req: Request[IO]): Option[String] =
    req.headers.get(UserIdHeader).map(_.head.value)

  val routes: HttpRoutes[IO] = HttpRoutes.of[IO] {
    case req @ POST -> Root / "campaigns" / campaignId / "sync" =>
      caller(req) match {
        case Some(user) => sync.trigger(campaignId, requestedBy = user).flatMap(_ => Accepted())
        case None       => Forbidden(Json.obj("error" -> Json.fromString("missing X-User-Id")))
      }

    case GET -> Root / "health" =>
      Ok(Json.obj("status" -> Json.fromString("ok")))
  }
}
