package com.quillfield.sync

import com.typesafe.config.Config
import io.circe.generic.auto._
import sttp.client3._
import sttp.client3.circe._

final case class ContactList(id: String, name: String, size: Int)
final case class V1ErrorDetail(path: String, message: String)
final case class V1ErrorBody(error: String, details: Option[List[V1ErrorDetail]])

sealed trait SyncFailure
case object Retryable extends SyncFailure
final case class Fatal(reason: String) extends SyncFailure

class CallPilotSync(conf: Config, backend: SttpBackend[Identity, Any]) {

  private val ApiKeyHeader = "X-Api-Key"
  private val host    = conf.getString("callpilot.host")
  private val version = conf.getString("callpilot.api-version")
  private val base    = s"$host/api/public/$version"

  private def authed[T](req: RequestT[Empty, Either[String, String], Any]) =
    req
      .header(ApiKeyHeader, conf.getString("callpilot.api-key"))
      .header("X-User-Email", conf.getString("callpilot.acting-user"))

  def fetchLists(page: Int): Either[SyncFailure, List[ContactList]] = {
    val resp = authed(basicRequest)
      .get(uri"$base/contact-lists?page=$page")
      .response(asJsonEither[V1ErrorBody, List[ContactList]])
      .send(backend)

    resp.body match {
      case Right(lists) => Right(lists)
      case Left(HttpError(_, code)) if code.code == 502 || code.code == 503 => Left(Retryable)
      case Left(HttpError(err, _)) =>
        val fields = err.details.getOrElse(Nil).map(d => s"${d.path}: ${d.message}")
        Left(Fatal((err.error :: fields).mkString("; ")))
      case Left(other) => Left(Fatal(other.getMessage))
    }
  }

  def addPolicyHolders(listId: String, phones: Seq[String]): Unit = {
    authed(basicRequest)
      .post(uri"$base/contact-lists/$listId/contacts")
      .body(Map("phones" -> phones))
      .send(backend)
    ()
  }
}
