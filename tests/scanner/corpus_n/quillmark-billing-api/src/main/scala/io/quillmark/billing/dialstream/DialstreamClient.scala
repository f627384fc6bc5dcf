package io.quillmark.billing.dialstream

import io.circe.parser.decode
import io.circe.syntax._
import sttp.client3._
import sttp.model.StatusCode

import scala.concurrent.{ExecutionContext, Future}

class DialstreamClient(s: DialstreamSettings, backend: SttpBackend[Future, Any])(implicit ec: ExecutionContext) {
  import DialstreamSettings._

  private def base = basicRequest
    .header(ApiKeyHeader, s.apiKey)
    .header(ActingUserHeader, s.actingUserEmail)

  def addContacts(listId: String, phones: Seq[String]): Future[Unit] =
    base
      .post(uri"${s.baseUrl}/contact-lists/$listId/contacts")
      .body(Map("phones" -> phones).asJson.noSpaces)
      .send(backend)
      .map(r => check(r.code, r.body))

  def deleteList(listId: String): Future[Unit] =
    base.delete(uri"${s.baseUrl}/contact-lists/$listId").send(backend).map(r => check(r.code, r.body))

  private def check(code: StatusCode, body: Either[String, String]): Unit = body match {
    case Right(_) => ()
    case Left(raw) =>
      val parsed = decode[DialstreamErrorBody](raw).toOption
      code.code match {
        case 502 => throw DialstreamFailure.IdentityProviderDown
        case 503 => throw DialstreamFailure.ApiDisabled
        case 404 if parsed.exists(_.error == "user not found") => throw DialstreamFailure.UserNotFound
        case other => throw DialstreamFailure.Other(other, parsed.map(_.error).getOrElse(raw))
      }
  }
}
