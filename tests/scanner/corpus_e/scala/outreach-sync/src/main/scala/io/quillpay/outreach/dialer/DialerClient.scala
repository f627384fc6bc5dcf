package io.quillpay.outreach.dialer

import io.circe.generic.auto._
import io.circe.parser.decode
import sttp.client3._
import sttp.client3.circe._
import sttp.model.{StatusCode, Uri}

import scala.concurrent.duration._

/** Outreach -> calling service ("Tallyho Dialer" in our docs). */
final case class DialerConfig(baseUri: Uri, apiKey: String, actingUserEmail: String)

object DialerConfig {
  // application.conf: outreach.dialer.base-uri
  val Default: DialerConfig = DialerConfig(
    baseUri = uri"https://dialer-gw.quillpay.io/tallyho/api/public/v1",
    apiKey = sys.env.getOrElse("TALLYHO_API_KEY", ""),
    actingUserEmail = "outreach-sync@quillpay.io"
  )
}

final case class V1Error(error: String)
final case class ContactRow(phone: String, name: Option[String])
final case class NewList(name: String, groupName: Option[String], contacts: Seq[ContactRow])
final case class ListCreated(id: Long, name: String, contactsCount: Int)

sealed trait DialerFailure extends Exception
case object IdpUnavailable extends DialerFailure
case object PublicApiOff extends DialerFailure
final case class DialerRejected(msg: String) extends DialerFailure

class DialerClient(cfg: DialerConfig, backend: SttpBackend[Identity, Any]) {

  private def base =
    basicRequest
      .header("X-Api-Key", cfg.apiKey)
      .header("X-User-Email", cfg.actingUserEmail)
      .readTimeout(30.seconds)

  def createList(list: NewList): Either[DialerFailure, ListCreated] = {
    val resp = base
      .post(uri"${cfg.baseUri}/contact-lists")
      .body(list)
      .response(asString)
      .send(backend)

    resp.code match {
      case StatusCode.Created | StatusCode.Ok =>
        decode[ListCreated](resp.body.merge).left.map(e => DialerRejected(e.getMessage))
      case StatusCode.BadGateway         => Left(IdpUnavailable)
      case StatusCode.ServiceUnavailable => Left(PublicApiOff)
      case _ =>
        val msg = resp.body.left.toOption.flatMap(b => decode[V1Error](b).toOption).map(_.error)
        Left(DialerRejected(msg.getOrElse(s"HTTP ${resp.code}")))
    }
  }

  def renameList(id: Long, newName: String): Either[DialerFailure, Unit] = {
    val resp = base
      .patch(uri"${cfg.baseUri}/contact-lists/$id")
      .body(Map("name" -> newName))
      .send(backend)
    if (resp.code.isSuccess) Right(()) else Left(DialerRejected(resp.body.merge))
  }
}
