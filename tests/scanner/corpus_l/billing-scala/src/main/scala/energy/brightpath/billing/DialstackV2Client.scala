package energy.brightpath.billing

import sttp.client3._
import sttp.client3.circe._
import io.circe.generic.auto._

final case class ApiProblem(code: String, message: String, requestId: Option[String])
final case class ApiErrorEnvelope(error: ApiProblem)
final case class CallUsage(month: String, minutes: Long, seats: Int)

class DialstackV2Client(baseUrl: String, apiKey: String, backend: SttpBackend[Identity, Any]) {

  def usage(month: String): Either[String, CallUsage] = {
    val resp = basicRequest
      .get(uri"$baseUrl/usage?month=$month")
      .header("Authorization", s"Bearer $apiKey")
      .response(asJsonEither[ApiErrorEnvelope, CallUsage])
      .send(backend)

    resp.body match {
      case Right(u) => Right(u)
      case Left(HttpError(env, _)) if env.error.code == "rate_limited" => Left("retry later")
      case Left(HttpError(env, status)) if status.code == 404 => Left(s"no usage: ${env.error.message}")
      case Left(other) => Left(other.getMessage)
    }
  }
}
