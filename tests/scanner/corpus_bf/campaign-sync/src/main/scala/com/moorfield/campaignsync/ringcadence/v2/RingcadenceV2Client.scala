package com.moorfield.campaignsync.ringcadence.v2

import cats.effect.IO
import io.circe.generic.auto._
import io.circe.parser.decode
import sttp.client3._

final case class V2Error(code: String, message: String, requestId: Option[String])
final case class V2ErrorEnvelope(error: V2Error)
final case class Audience(id: String, name: String, memberCount: Long)
final case class AudiencePage(items: List[Audience], nextCursor: Option[String])

/** Public API v2 client. Keys look like rcd_live_<uuid>.<secret>; no acting-user header. */
class RingcadenceV2Client(baseUrl: String, apiKey: String, backend: SttpBackend[IO, Any]) {

  private def req = basicRequest.auth.bearer(apiKey).header("Ringcadence-Version", "2024-06-01")

  def audiences(cursor: Option[String]): IO[AudiencePage] =
    req.get(uri"$baseUrl/audiences?cursor=$cursor").send(backend).flatMap { r =>
      r.body match {
        case Right(b) => IO.fromEither(decode[AudiencePage](b))
        case Left(raw) =>
          val err = decode[V2ErrorEnvelope](raw).map(_.error)
          err match {
            case Right(e) if e.code == "rate_limited" || r.code.code == 503 =>
              IO.raiseError(new RuntimeException(s"transient: ${e.message}"))
            case Right(e) => IO.raiseError(new RuntimeException(s"${e.code}: ${e.message}"))
            case Left(_)  => IO.raiseError(new RuntimeException(raw))
          }
      }
    }
}
