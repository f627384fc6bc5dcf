package services.ringvale

import javax.inject.{Inject, Singleton}
import play.api.Logging
import play.api.libs.json._
import play.api.libs.ws.{WSClient, WSRequest, WSResponse}
import scala.concurrent.{ExecutionContext, Future}

final case class ContactList(id: String, name: String, size: Int)
object ContactList { implicit val format: OFormat[ContactList] = Json.format[ContactList] }

final case class NewContact(phone: String, firstName: Option[String], lastName: Option[String])
object NewContact { implicit val format: OFormat[NewContact] = Json.format[NewContact] }

@Singleton
class RingvaleClient @Inject() (ws: WSClient, cfg: RingvaleConfig)(implicit ec: ExecutionContext) extends Logging {

  private def request(path: String, actingEmail: Option[String]): WSRequest =
    ws.url(cfg.baseUrl + path)
      .withRequestTimeout(cfg.requestTimeout)
      .withHttpHeaders(
        RingvaleHeaders.ApiKey -> cfg.apiKey,
        RingvaleHeaders.ActingUserEmail -> actingEmail.getOrElse(cfg.defaultActingEmail),
        "Accept" -> "application/json"
      )

  def listContactLists(actingEmail: Option[String]): Future[Either[RingvaleError, Seq[ContactList]]] =
    request("/contact-lists", actingEmail).get().map(handle(_)(r => (r.json \ "data").as[Seq[ContactList]]))

  def getContactList(id: String, actingEmail: Option[String]): Future[Either[RingvaleError, ContactList]] =
    request(s"/contact-lists/$id", actingEmail).get().map(handle(_)(_.json.as[ContactList]))

  def createContactList(name: String, actingEmail: Option[String]): Future[Either[RingvaleError, ContactList]] =
    request("/contact-lists", actingEmail)
      .post(Json.obj("name" -> name))
      .map(handle(_)(_.json.as[ContactList]))

  def appendContacts(listId: String, contacts: Seq[NewContact], actingEmail: Option[String]): Future[Either[RingvaleError, Int]] =
    request(s"/contact-lists/$listId/contacts", actingEmail)
      .post(Json.obj("contacts" -> contacts))
      .map(handle(_)(r => (r.json \ "added").as[Int]))

  def removeContact(listId: String, phone: String, actingEmail: Option[String]): Future[Either[RingvaleError, Unit]] = {
    val encoded = java.net.URLEncoder.encode(phone, "UTF-8")
    request(s"/contact-lists/$listId/contacts/$encoded", actingEmail).delete().map(handle(_)(_ => ()))
  }

  private def errorMessage(r: WSResponse): String =
    r.json.asOpt[RingvaleErrorBody].map(_.error).getOrElse(r.body)

  private def handle[A](r: WSResponse)(ok: WSResponse => A): Either[RingvaleError, A] =
    r.status match {
      case s if s >= 200 && s < 300 => Right(ok(r))
      case 401 => Left(RingvaleError.InvalidApiKey)
      case 400 =>
        val details = r.json.asOpt[RingvaleErrorBody].flatMap(_.details).getOrElse(Nil)
        if (details.isEmpty) Left(RingvaleError.MissingActingUser)
        else Left(RingvaleError.Validation(details.map(d => s"${d.path}: ${d.message}")))
      case 404 if errorMessage(r).equalsIgnoreCase("user not found") =>
        Left(RingvaleError.UnknownAgent(r.header(RingvaleHeaders.RequestId).getOrElse("?")))
      case 404 => Left(RingvaleError.ListNotFound(r.uri.getPath.split('/').last))
      case 429 => Left(RingvaleError.RateLimited)
      case 502 =>
        logger.warn("Ringvale identity provider unreachable")
        Left(RingvaleError.IdentityProviderDown)
      case 503 => Left(RingvaleError.ApiDisabled)
      case other =>
        logger.error(s"Ringvale returned $other: ${r.body.take(500)}")
        Left(RingvaleError.Unexpected(other, r.body))
    }
}
