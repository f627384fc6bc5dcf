package tidewell.reminders.callquarry

import zio.*
import zio.http.*
import zio.json.*

final case class CqError(error: String, details: Option[List[CqErrorDetail]]) derives JsonDecoder
final case class CqErrorDetail(path: String, message: String) derives JsonDecoder
final case class CqList(id: String, name: String) derives JsonDecoder
final case class CqContact(phone: String, name: Option[String]) derives JsonEncoder

enum CqFailure:
  case UserNotFound, IdpDown, Disabled, ListMissing(id: String)
  case Other(status: Int, message: String)

final case class CallquarryConfig(url: String, key: String, actingUserId: String)

final class CallquarryClient(client: Client, cfg: CallquarryConfig):
  private val base = URL.decode(cfg.url).toOption.get

  private def send(method: Method, path: String, body: Body = Body.empty): IO[CqFailure, String] =
    val req = Request(method = method, url = base / path, body = body)
      .addHeader(HeaderNames.Key, cfg.key)
      .addHeader(HeaderNames.ActingUser, cfg.actingUserId)
    ZIO.scoped(client.request(req).flatMap(r => r.body.asString.map(r.status.code -> _)))
      .orDie
      .flatMap {
        case (code, body) if code < 300 => ZIO.succeed(body)
        case (code, body) =>
          val err = body.fromJson[CqError].toOption
          code match
            case 404 if err.exists(_.error == "user not found") => ZIO.fail(CqFailure.UserNotFound)
            case 404 => ZIO.fail(CqFailure.ListMissing(path))
            case 502 => ZIO.fail(CqFailure.IdpDown)
            case 503 => ZIO.fail(CqFailure.Disabled)
            case _ => ZIO.fail(CqFailure.Other(code, err.map(_.error).getOrElse(body)))
      }

  def lists: IO[CqFailure, List[CqList]] =
    send(Method.GET, Paths.ContactLists).flatMap(s => ZIO.fromEither(s.fromJson[List[CqList]]).orDie)

  def enqueue(listId: String, contacts: List[CqContact]): IO[CqFailure, Unit] =
    send(Method.POST, Paths.contacts(listId), Body.fromString(Map("contacts" -> contacts).toJson)).unit
      .retry(Schedule.recurWhile[CqFailure](_ == CqFailure.IdpDown) && Schedule.exponential(1.second) && Schedule.recurs(4))

  def drop(listId: String, phone: String): IO[CqFailure, Unit] =
    send(Method.DELETE, Paths.contact(listId, phone)).unit

object CallquarryClient:
  val layer: ZLayer[Client & CallquarryConfig, Nothing, CallquarryClient] =
    ZLayer.fromFunction(CallquarryClient(_, _))
