package com.northwind.dialer.ringlane

import io.circe.generic.auto._
import sttp.client3._
import sttp.client3.circe._
import scala.concurrent.{ExecutionContext, Future}

/**
 * Spike for the v2 migration (DIAL-412). Audiences replace contact lists in v2.
 * Enabled behind the `ringlane.v2-preview` flag only.
 */
final case class V2Problem(code: String, message: String)
final case class V2ErrorEnvelope(error: V2Problem)
final case class Audience(id: String, name: String)

class RinglaneV2Preview(host: String, token: String, backend: SttpBackend[Future, Any])(implicit ec: ExecutionContext) {
  private val v2 = s"$host/api/public/v2"

  def audiences(): Future[Either[String, List[Audience]]] =
    basicRequest
      .get(uri"$v2/audiences")
      .header("Authorization", s"Bearer $token")
      .response(asJsonEither[V2ErrorEnvelope, List[Audience]])
      .send(backend)
      .map(_.body.left.map {
        case HttpError(env, _) if env.error.code == "rate_limited" => "slow down"
        case HttpError(env, _) => env.error.code
        case other => other.getMessage
      })
}
