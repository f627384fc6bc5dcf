package io.northwind.calls

import io.circe.generic.auto._
import io.circe.parser.decode
import sttp.client3._
import sttp.client3.circe._

import scala.annotation.tailrec
import scala.concurrent.duration._

final case class ContactList(id: String, name: String, size: Option[Int])
final case class Contact(phone: String)
final case class AppendContacts(contacts: Seq[Contact])

class RinglaneClient(settings: RinglaneSettings) extends Serializable {
  @transient private lazy val backend = HttpClientSyncBackend()

  private def base = basicRequest
    .header("X-Api-Key", settings.apiKey)
    .header("X-User-Email", settings.actingUser)
    .readTimeout(30.seconds)

  private def classify(code: Int, raw: String): RinglaneFailure = {
    val message = decode[RinglaneErrorBody](raw).map(_.error).getOrElse(raw)
    code match {
      case 429 | 502 => Retryable(code, message)
      case 503 => ApiDisabled(message)
      case 404 if message.equalsIgnoreCase("user not found") => UserNotFound(message)
      case _ => Fatal(code, message)
    }
  }

  @tailrec
  private def send[T](req: Request[Either[String, String], Any], parse: String => T, attempt: Int = 1): T = {
    val resp = req.send(backend)
    resp.body match {
      case Right(ok) => parse(ok)
      case Left(err) =>
        classify(resp.code.code, err) match {
          case Retryable(_, _) if attempt < 5 =>
            Thread.sleep(math.pow(2, attempt).toLong * 1000)
            send(req, parse, attempt + 1)
          case f => throw f
        }
    }
  }

  def listContactLists(): Seq[ContactList] =
    send(base.get(uri"${settings.baseUrl}/contact-lists"), s => decode[Seq[ContactList]](s).toTry.get)

  def appendContacts(listId: String, phones: Seq[String]): Unit =
    phones.grouped(500).foreach { chunk =>
      val body = io.circe.syntax.EncoderOps(AppendContacts(chunk.map(Contact))).asJson.noSpaces
      send(base.post(uri"${settings.baseUrl}/contact-lists/$listId/contacts").body(body), _ => ())
    }

  def getContactList(listId: String): ContactList =
    send(base.get(uri"${settings.baseUrl}/contact-lists/$listId"), s => decode[ContactList](s).toTry.get)

  def renameContactList(listId: String, name: String): Unit =
    send(base.patch(uri"${settings.baseUrl}/contact-lists/$listId").body(s"""{"name":"$name"}"""), _ => ())

  def removeContact(listId: String, phone: String): Unit =
    send(base.delete(uri"${settings.baseUrl}/contact-lists/$listId/contacts/$phone"), _ => ())
}
