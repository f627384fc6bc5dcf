package northwind.campaigns

import sttp.client3.*
import sttp.client3.httpclient.zio.HttpClientZioBackend
import sttp.model.StatusCode
import zio.*
import zio.json.*

final case class DialList(id: String, name: String) derives JsonDecoder
final case class Phone(phone: String) derives JsonEncoder
final case class Append(contacts: List[Phone]) derives JsonEncoder

trait RinglaneService:
  def lists: IO[SyncError, List[DialList]]
  def append(listId: String, phones: List[String]): IO[SyncError, Unit]
  def drop(listId: String, phone: String): IO[SyncError, Unit]

final class RinglaneServiceLive(conf: RinglaneConf, backend: SttpBackend[Task, Any]) extends RinglaneService:

  private def req = basicRequest
    .header("x-api-key", conf.key)
    .header("x-user-email", conf.actingEmail)
    .contentType("application/json")

  private def classify(status: StatusCode, raw: String, listId: String = ""): SyncError =
    val parsed = raw.fromJson[RinglaneApiError].toOption
    val msg = parsed.map(_.error).getOrElse(raw)
    status.code match
      case 401 => SyncError.Unauthorized
      case 400 => SyncError.ActingUserMissing(conf.actingEmail)
      case 404 if msg.equalsIgnoreCase("user not found") => SyncError.ActingUserMissing(conf.actingEmail)
      case 404 => SyncError.ListGone(listId)
      case 429 => SyncError.Throttled
      case 502 => SyncError.IdentityProviderDown
      case 503 => SyncError.RinglaneDisabled
      case s => SyncError.Http(s, msg)

  private def run(r: Request[Either[String, String], Any], listId: String = ""): IO[SyncError, String] =
    backend.send(r).orDie.flatMap { resp =>
      resp.body match
        case Right(b) => ZIO.succeed(b)
        case Left(e) => ZIO.fail(classify(resp.code, e, listId))
    }

  def lists: IO[SyncError, List[DialList]] =
    run(req.get(uri"${conf.endpoint}/contact-lists?limit=200"))
      .map(_.fromJson[List[DialList]].getOrElse(Nil))

  def append(listId: String, phones: List[String]): IO[SyncError, Unit] =
    run(req.post(uri"${conf.endpoint}/contact-lists/$listId/contacts").body(Append(phones.map(Phone(_))).toJson), listId).unit

  def drop(listId: String, phone: String): IO[SyncError, Unit] =
    run(req.delete(uri"${conf.endpoint}/contact-lists/$listId/contacts/$phone"), listId).unit

object RinglaneService:
  val live: ZLayer[AppConfig, Throwable, RinglaneService] =
    ZLayer.scoped {
      for
        cfg <- ZIO.service[AppConfig]
        be <- HttpClientZioBackend.scoped()
      yield RinglaneServiceLive(cfg.ringlane, be)
    }
