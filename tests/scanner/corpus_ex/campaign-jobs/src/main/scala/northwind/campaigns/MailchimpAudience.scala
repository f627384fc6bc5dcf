package northwind.campaigns

import sttp.client3.*
import zio.*
import zio.json.*

/** Mailchimp lists ("audiences") are the email side of a campaign. */
final case class McError(title: String, detail: String, status: Int) derives JsonDecoder

final class MailchimpAudience(conf: MailchimpConf, backend: SttpBackend[Task, Any]):
  def subscribe(listId: String, email: String): Task[Unit] =
    basicRequest
      .post(uri"${conf.api}/lists/$listId/members")
      .auth.basic("anystring", conf.key.getOrElse(""))
      .body(s"""{"email_address":"$email","status":"subscribed"}""")
      .send(backend)
      .flatMap { r =>
        r.body match
          case Right(_) => ZIO.unit
          case Left(raw) if r.code.code == 404 => ZIO.fail(new NoSuchElementException(s"audience $listId"))
          case Left(raw) =>
            val e = raw.fromJson[McError].fold(_ => raw, _.detail)
            ZIO.fail(new RuntimeException(s"mailchimp ${r.code}: $e"))
      }
