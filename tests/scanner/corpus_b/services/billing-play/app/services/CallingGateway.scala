package services

import javax.inject.{Inject, Singleton}

import scala.concurrent.duration._
import scala.concurrent.{ExecutionContext, Future}

import play.api.{Configuration, Logging}
import play.api.libs.json._
import play.api.libs.ws.{WSClient, WSResponse}

final case class DunningContact(customerName: String, phoneNumber: String, invoiceRef: String)

final case class DialSuiteError(error: String)
object DialSuiteError {
  implicit val reads: Reads[DialSuiteError] = Json.reads[DialSuiteError]
}

class CallingDisabledException extends RuntimeException("DialSuite public API is disabled")
class CallingUpstreamException(msg: String) extends RuntimeException(msg)

/** Puts customers with invoices > 30 days overdue into the collectors' call list. */
@Singleton
class CallingGateway @Inject() (ws: WSClient, config: Configuration)(implicit ec: ExecutionContext)
    extends Logging {

  private val baseUrl   = config.get[String]("dialsuite.baseUrl")
  private val apiKey    = config.get[String]("dialsuite.apiKey")
  private val keyHeader = config.get[String]("dialsuite.keyHeader")
  private val timeout   = config.getOptional[FiniteDuration]("dialsuite.timeout").getOrElse(10.seconds)

  private def request(path: String, collectorId: String) =
    ws.url(s"$baseUrl$path")
      .withRequestTimeout(timeout)
      .addHttpHeaders(
        keyHeader    -> apiKey,
        "x-user-id"  -> collectorId,
        "Accept"     -> "application/json"
      )

  def createDunningList(collectorId: String, month: String, contacts: Seq[DunningContact]): Future[Long] = {
    val body = Json.obj(
      "name"      -> s"Dunning $month",
      "groupName" -> "collections",
      "contacts"  -> contacts.map(c => Json.obj("name" -> c.customerName, "phoneNumber" -> c.phoneNumber))
    )
    request("/contact-lists", collectorId).post(body).flatMap(handle).map(js => (js \ "id").as[Long])
  }

  private def handle(resp: WSResponse): Future[JsValue] = resp.status match {
    case s if s >= 200 && s < 300 => Future.successful(resp.json)
    case 503 =>
      logger.warn("DialSuite reports the public API as switched off")
      Future.failed(new CallingDisabledException)
    case other =>
      val msg = resp.json.asOpt[DialSuiteError].map(_.error).getOrElse(resp.body)
      logger.error(s"DialSuite $other: $msg")
      Future.failed(new CallingUpstreamException(msg))
  }
}
