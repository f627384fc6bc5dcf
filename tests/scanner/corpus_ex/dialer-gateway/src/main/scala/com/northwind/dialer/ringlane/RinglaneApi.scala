package com.northwind.dialer.ringlane

import io.circe.generic.auto._
import sttp.client3._
import sttp.client3.circe._
import sttp.model.{StatusCode, Uri}
import scala.concurrent.{ExecutionContext, Future}

final case class RinglaneList(id: String, name: String, contactCount: Int)
final case class NewContact(phone: String, firstName: Option[String], lastName: Option[String])
final case class AppendContacts(contacts: List[NewContact])
final case class V1ErrorBody(error: String, details: Option[List[V1FieldError]])
final case class V1FieldError(path: String, message: String)

class RinglaneApi(settings: RinglaneSettings, backend: SttpBackend[Future, Any])(implicit ec: ExecutionContext) {

  private val base: Uri = uri"${settings.baseUri}"

  private def authed = basicRequest
    .header("x-api-key", settings.apiKey)
    .header("X-User-Id", settings.serviceUserId)
    .header("User-Agent", "northwind-dialer-gateway/2.3")

  def lists(): Future[Either[RinglaneFailure, List[RinglaneList]]] =
    authed.get(base.addPath("contact-lists"))
      .response(asJsonEither[V1ErrorBody, List[RinglaneList]])
      .send(backend)
      .map(r => r.body.left.map(RinglaneFailure.from(r.code, _)))

  def rename(id: String, name: String): Future[Either[RinglaneFailure, RinglaneList]] =
    authed.patch(uri"$base/contact-lists/$id")
      .body(Map("name" -> name))
      .response(asJsonEither[V1ErrorBody, RinglaneList])
      .send(backend)
      .map(r => r.body.left.map(RinglaneFailure.from(r.code, _)))

  def delete(id: String): Future[Either[RinglaneFailure, Unit]] =
    authed.delete(uri"$base/contact-lists/$id")
      .response(asJsonEither[V1ErrorBody, Unit])
      .send(backend)
      .map(r => r.body.left.map(RinglaneFailure.from(r.code, _)))

  def append(id: String, contacts: List[NewContact]): Future[Either[RinglaneFailure, Unit]] =
    authed.post(uri"$base/contact-lists/$id/contacts")
      .body(AppendContacts(contacts))
      .response(asJsonEither[V1ErrorBody, Unit])
      .send(backend)
      .map(r => r.body.left.map(RinglaneFailure.from(r.code, _)))
}
