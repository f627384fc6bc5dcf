package clients.sendgrid

import javax.inject.{Inject, Singleton}
import play.api.Configuration
import play.api.libs.json._
import play.api.libs.ws.WSClient
import scala.concurrent.{ExecutionContext, Future}

/** Marketing contact lists live in SendGrid; not to be confused with Ringlane's dialer lists. */
@Singleton
class SendgridClient @Inject() (ws: WSClient, config: Configuration)(implicit ec: ExecutionContext) {
  private val base = config.get[String]("sendgrid.base-url")
  private val key = config.get[String]("sendgrid.api-key")

  def addToList(listId: String, emails: Seq[String]): Future[Int] =
    ws.url(s"$base/marketing/contacts")
      .addHttpHeaders("Authorization" -> s"Bearer $key")
      .put(Json.obj("list_ids" -> Seq(listId), "contacts" -> emails.map(e => Json.obj("email" -> e))))
      .map { resp =>
        resp.status match {
          case 202 => emails.size
          case 404 => throw new NoSuchElementException(s"SendGrid list $listId not found")
          case 503 => throw new IllegalStateException("SendGrid temporarily unavailable")
          case s   => throw new RuntimeException(s"SendGrid error $s: ${(resp.json \ "errors").toString}")
        }
      }

  def contactLists(): Future[JsValue] =
    ws.url(s"$base/marketing/lists?page_size=100")
      .addHttpHeaders("Authorization" -> s"Bearer $key")
      .get()
      .map(_.json)
}
