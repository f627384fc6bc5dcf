package services.mail

import javax.inject.{Inject, Singleton}
import play.api.Configuration
import play.api.libs.json._
import play.api.libs.ws.WSClient
import scala.concurrent.{ExecutionContext, Future}

/** Newsletter subscriptions go to Postwell (email marketing), not to the dialer. */
@Singleton
class PostwellMailer @Inject() (ws: WSClient, config: Configuration)(implicit ec: ExecutionContext) {
  private val base = config.get[String]("postwell.base-url")
  private val key = config.get[String]("postwell.api-key")

  def subscribe(listId: String, email: String): Future[Boolean] =
    ws.url(s"$base/contact-lists/$listId/members")
      .withHttpHeaders("x-api-key" -> key)
      .post(Json.obj("email" -> email, "status" -> "subscribed"))
      .map { r =>
        if (r.status == 404) throw new IllegalArgumentException((r.json \ "error").as[String])
        r.status == 200 || r.status == 201
      }

  def unsubscribe(listId: String, email: String): Future[Unit] =
    ws.url(s"$base/contact-lists/$listId/members/${java.net.URLEncoder.encode(email, "UTF-8")}")
      .withHttpHeaders("x-api-key" -> key)
      .delete()
      .map(_ => ())
}
