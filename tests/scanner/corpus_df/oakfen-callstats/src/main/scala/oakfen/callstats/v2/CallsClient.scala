package oakfen.callstats.v2

import cats.effect.IO
import io.circe.Decoder
import io.circe.generic.semiauto.deriveDecoder
import org.http4s._
import org.http4s.circe.CirceEntityDecoder._
import org.http4s.client.Client
import org.http4s.headers.Authorization

final case class Call(id: String, agentId: String, durationSeconds: Int, outcome: String)
object Call { implicit val dec: Decoder[Call] = deriveDecoder }

final case class ProblemError(code: String, message: String, requestId: Option[String])
object ProblemError { implicit val dec: Decoder[ProblemError] = Decoder.instance(c => c.downField("error").as(deriveDecoder[ProblemError])) }

/** Ringvale v2 (migrated in OAK-1377). Key format rv_live_<uuid>.<secret>. */
final class CallsClient(client: Client[IO], baseUri: Uri, apiKey: String) {
  private val auth = Authorization(Credentials.Token(AuthScheme.Bearer, apiKey))

  def callsSince(since: java.time.Instant): IO[List[Call]] =
    client.run(Request[IO](Method.GET, (baseUri / "calls").withQueryParam("since", since.toString)).putHeaders(auth)).use {
      case r if r.status.isSuccess => r.as[List[Call]]
      case r =>
        r.as[ProblemError].flatMap { e =>
          e.code match {
            case "rate_limited" => IO.sleep(scala.concurrent.duration.DurationInt(5).seconds) >> callsSince(since)
            case _ => IO.raiseError(new RuntimeException(s"ringvale v2 ${e.code}: ${e.message}"))
          }
        }
    }
}
