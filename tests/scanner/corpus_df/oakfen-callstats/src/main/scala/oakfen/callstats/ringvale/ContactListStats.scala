package oakfen.callstats.ringvale

import cats.effect.IO
import cats.syntax.all._
import io.circe.generic.semiauto.deriveDecoder
import io.circe.Decoder
import org.http4s._
import org.http4s.circe.CirceEntityDecoder._
import org.http4s.client.Client
import org.typelevel.ci._

final case class ListSummary(id: String, name: String, size: Int, dialed: Int)
object ListSummary { implicit val dec: Decoder[ListSummary] = deriveDecoder }
final case class Page(data: List[ListSummary], next: Option[String])
object Page { implicit val dec: Decoder[Page] = deriveDecoder }

final class ContactListStats(client: Client[IO], baseUri: Uri, apiKey: String, actingEmail: String) {

  private val headers = Headers(
    Header.Raw(ci"X-API-Key", apiKey),
    Header.Raw(ci"X-User-Email", actingEmail)
  )

  private def failure(resp: Response[IO]): IO[Throwable] =
    resp.as[V1Error].attempt.map(_.getOrElse(V1Error(resp.status.reason, Nil))).map { err =>
      resp.status match {
        case Status.NotFound if err.error == "user not found" => RingvaleV1Failure.AgentUnknown(actingEmail)
        case Status.BadGateway => RingvaleV1Failure.IdpUnreachable
        case Status.ServiceUnavailable => RingvaleV1Failure.Disabled
        case s => RingvaleV1Failure.Other(s.code, err)
      }
    }

  def page(cursor: Option[String]): IO[Page] = {
    val uri = (baseUri / "contact-lists").withOptionQueryParam("cursor", cursor)
    client.run(Request[IO](Method.GET, uri, headers = headers)).use { resp =>
      if (resp.status.isSuccess) resp.as[Page] else failure(resp).flatMap(IO.raiseError)
    }
  }

  def all: IO[List[ListSummary]] =
    fs2.Stream
      .unfoldLoopEval(Option.empty[String])(c => page(c).map(p => (p.data, p.next.map(Option(_)))))
      .flatMap(fs2.Stream.emits)
      .compile
      .toList
}
