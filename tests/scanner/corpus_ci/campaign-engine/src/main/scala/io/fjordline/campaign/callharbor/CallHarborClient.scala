package io.fjordline.campaign.callharbor

import io.circe.syntax._
import io.circe.Json
import sttp.client3._
import sttp.client3.circe._
import sttp.model.StatusCode
import zio._

final class CallHarborClient(cfg: CallHarborConfig, backend: SttpBackend[Task, Any]) {
  import CallHarborFailure._

  private def base = basicRequest
    .header(CallHarborHeaders.ApiKey, cfg.apiKey)
    .header(CallHarborHeaders.ActingUser, cfg.actingUserEmail)

  def contactLists: Task[Json] =
    send(base.get(uri"${cfg.baseUrl}/contact-lists"))

  def renameList(id: String, name: String): Task[Json] =
    send(base.patch(uri"${cfg.baseUrl}/contact-lists/$id").body(Json.obj("name" -> name.asJson)))

  def appendContacts(id: String, phones: Seq[String]): Task[Json] = {
    val payload = Json.obj("contacts" -> phones.map(p => Json.obj("phone" -> p.asJson)).asJson)
    send(base.post(uri"${cfg.baseUrl}/contact-lists/$id/contacts").body(payload))
  }

  def removeContact(id: String, phone: String): Task[Unit] =
    send(base.delete(uri"${cfg.baseUrl}/contact-lists/$id/contacts/$phone")).unit

  private def send(req: Request[Either[String, String], Any]): Task[Json] =
    backend.send(req.response(asJsonEither[ApiError, Json])).flatMap { resp =>
      resp.body match {
        case Right(json) => ZIO.succeed(json)
        case Left(HttpError(err, status)) => ZIO.fail(toFailure(status, err))
        case Left(other) => ZIO.fail(Other(resp.code.code, other.getMessage))
      }
    }

  private def toFailure(status: StatusCode, err: ApiError): CallHarborFailure = status.code match {
    case 401 => BadKey
    case 404 if err.error == "user not found" => UnknownUser
    case 404 => ListNotFound(err.details.flatMap(_.headOption).map(_.message).getOrElse("?"))
    case 502 => IdpUnavailable
    case 503 => ApiDisabled
    case code => Other(code, err.error)
  }
}
