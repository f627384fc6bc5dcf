package io.fjordline.campaign.callharbor.v2

import io.circe.Json
import io.circe.generic.auto._
import sttp.client3._
import sttp.client3.circe._
import zio._

/** Migrated client for the v2 API: audiences replace contact lists. */
final case class V2Problem(code: String, message: String)
final case class V2ErrorEnvelope(error: V2Problem)

final class CallHarborV2Client(baseUrl: String, apiKey: String, backend: SttpBackend[Task, Any]) {

  def audiences: Task[Json] =
    backend
      .send(
        basicRequest
          .get(uri"$baseUrl/audiences")
          .auth.bearer(apiKey)
          .response(asJsonEither[V2ErrorEnvelope, Json])
      )
      .flatMap(_.body match {
        case Right(json)                  => ZIO.succeed(json)
        case Left(HttpError(env, status)) => ZIO.fail(new RuntimeException(s"${status.code} ${env.error.code}"))
        case Left(e)                      => ZIO.fail(e)
      })
}
