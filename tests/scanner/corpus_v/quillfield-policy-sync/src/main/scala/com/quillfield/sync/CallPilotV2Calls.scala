package com.quillfield.sync

import io.circe.generic.auto._
import sttp.client3._
import sttp.client3.circe._

/** Already on v2: outbound call log export. */
final case class V2Error(code: String, message: String, requestId: Option[String])
final case class V2ErrorEnvelope(error: V2Error)
final case class CallRecord(id: String, to: String, durationSec: Int)

class CallPilotV2Calls(host: String, token: String, backend: SttpBackend[Identity, Any]) {

  def exportCalls(since: String): Either[String, List[CallRecord]] = {
    val resp = basicRequest
      .get(uri"$host/api/public/v2/calls?since=$since")
      .auth.bearer(token)
      .response(asJsonEither[V2ErrorEnvelope, List[CallRecord]])
      .send(backend)

    resp.body.left.map {
      case HttpError(env, _) if env.error.code == "rate_limited" => "retry later"
      case HttpError(env, _) => s"${env.error.code}: ${env.error.message}"
      case other => other.getMessage
    }
  }
}
