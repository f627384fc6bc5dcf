package com.moorfield.campaignsync.ringcadence

import cats.effect.IO
import cats.syntax.all._
import io.circe.generic.auto._
import io.circe.parser.decode
import io.circe.syntax._
import sttp.client3._
import sttp.client3.circe._
import sttp.model.StatusCode

import RingcadenceFailure._

final case class ContactList(id: String, name: String, size: Int)
final case class ContactListPage(data: List[ContactList], next: Option[String])
final case class NewContact(phone: String, firstName: Option[String])

class RingcadenceApi(cfg: RingcadenceConfig, backend: SttpBackend[IO, Any]) {

  private val base = uri"${cfg.baseUrl}"

  private def req = basicRequest
    .headers(RingcadenceHeaders.auth(cfg.apiKey, cfg.actingUserId): _*)
    .readTimeout(cfg.requestTimeout)

  def listContactLists(cursor: Option[String]): IO[ContactListPage] =
    send(req.get(uri"$base/contact-lists?cursor=$cursor")).flatMap(decodeAs[ContactListPage])

  def getContactList(id: String): IO[ContactList] =
    send(req.get(uri"$base/contact-lists/$id"), listId = Some(id)).flatMap(decodeAs[ContactList])

  def appendContacts(id: String, contacts: List[NewContact]): IO[Unit] =
    send(
      req.post(uri"$base/contact-lists/$id/contacts").body(Map("contacts" -> contacts).asJson),
      listId = Some(id)
    ).void

  def removeContact(id: String, phone: String): IO[Unit] =
    send(req.delete(uri"$base/contact-lists/$id/contacts/$phone"), listId = Some(id)).void

  private def decodeAs[A: io.circe.Decoder](s: String): IO[A] = IO.fromEither(decode[A](s))

  private def send(r: Request[Either[String, String], Any], listId: Option[String] = None): IO[String] =
    r.send(backend).flatMap { resp =>
      resp.body match {
        case Right(body) => IO.pure(body)
        case Left(raw)   => IO.raiseError(toFailure(resp.code, raw, listId, resp.header("Retry-After")))
      }
    }

  private def toFailure(code: StatusCode, raw: String, listId: Option[String], retryAfter: Option[String]): Throwable = {
    val parsed = decode[RingcadenceErrorBody](raw).toOption
    val msg    = parsed.map(_.error).getOrElse(raw)
    code.code match {
      case 401 => InvalidKey(msg)
      case 404 if msg == "user not found" => UnknownActingUser(cfg.actingUserId)
      case 404 => ListNotFound(listId.getOrElse("?"))
      case 400 => Validation(parsed.flatMap(_.details).getOrElse(Nil))
      case 429 => RateLimited(retryAfter.flatMap(_.toIntOption))
      case 502 => IdentityProviderDown(msg)
      case 503 => ApiDisabled(msg)
      case other => Other(other, msg)
    }
  }
}
