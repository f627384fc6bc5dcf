package clients.ringlane

import javax.inject.{Inject, Singleton}
import play.api.libs.json._
import play.api.libs.ws.{WSClient, WSRequest, WSResponse}
import scala.concurrent.{ExecutionContext, Future}

final case class ContactList(id: String, name: String, contactCount: Int)
object ContactList { implicit val format: OFormat[ContactList] = Json.format[ContactList] }

@Singleton
class RinglaneClient @Inject() (ws: WSClient, cfg: RinglaneConfig)(implicit ec: ExecutionContext) {

  private def request(path: String, actingUser: Option[String] = None): WSRequest =
    ws.url(s"${cfg.baseUrl}$path")
      .withRequestTimeout(cfg.timeout)
      .addHttpHeaders(
        RinglaneHeaders.ApiKey -> cfg.apiKey,
        RinglaneHeaders.ActingUser -> actingUser.getOrElse(cfg.actingUserEmail),
        "Accept" -> "application/json"
      )

  private def handle[A: Reads](resp: WSResponse, listId: Option[String] = None): Future[A] =
    if (resp.status >= 200 && resp.status < 300) Future.successful(resp.json.as[A])
    else Future.failed(RinglaneError.fromResponse(resp.status, resp.json, listId))

  def listContactLists(): Future[Seq[ContactList]] =
    request("/contact-lists").get().flatMap(handle[Seq[ContactList]](_))

  def getContactList(id: String): Future[ContactList] =
    request(s"/contact-lists/$id").get().flatMap(handle[ContactList](_, Some(id)))

  def createContactList(name: String, owner: String): Future[ContactList] =
    request("/contact-lists", Some(owner))
      .post(Json.obj("name" -> name))
      .flatMap(handle[ContactList](_))

  def appendContacts(id: String, phones: Seq[String]): Future[Unit] =
    request(s"/contact-lists/$id/contacts")
      .post(Json.obj("contacts" -> phones.map(p => Json.obj("phone" -> p))))
      .flatMap(handle[JsValue](_, Some(id)).map(_ => ()))

  def removeContact(id: String, phone: String): Future[Unit] =
    request(s"/contact-lists/$id/contacts/${java.net.URLEncoder.encode(phone, "UTF-8")}")
      .delete()
      .flatMap(handle[JsValue](_, Some(id)).map(_ => ()))
}
