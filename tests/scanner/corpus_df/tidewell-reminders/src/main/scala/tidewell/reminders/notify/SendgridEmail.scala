package tidewell.reminders.notify

import zio.*
import zio.http.*
import zio.json.*

/** Fallback email reminders via SendGrid v3. */
final class SendgridEmail(client: Client, key: String, templateId: String):
  private val url = URL.decode("https://api.sendgrid.com/v3/mail/send").toOption.get

  def send(to: String, data: Map[String, String]): Task[Unit] =
    val payload = Map(
      "template_id" -> templateId.toJson,
      "from" -> Map("email" -> "reminders@tidewellclinics.co.uk").toJson,
      "personalizations" -> List(Map("to" -> List(Map("email" -> to)).toJson, "dynamic_template_data" -> data.toJson)).toJson
    ).toJson
    ZIO.scoped {
      client
        .request(Request.post(url, Body.fromString(payload)).addHeader(Header.Authorization.Bearer(key)))
        .flatMap { r =>
          if r.status.code == 202 then ZIO.unit
          else if r.status.code == 503 || r.status.code == 502 then ZIO.fail(new RuntimeException("sendgrid unavailable"))
          else r.body.asString.flatMap(b => ZIO.fail(new RuntimeException(s"sendgrid ${r.status.code}: $b")))
        }
    }
