package com.oakfen.dialersync.ringvale

import org.apache.pekko.actor.typed.ActorSystem
import org.apache.pekko.http.scaladsl.Http
import org.apache.pekko.http.scaladsl.model.*
import org.apache.pekko.http.scaladsl.model.headers.RawHeader
import org.apache.pekko.http.scaladsl.unmarshalling.Unmarshal
import org.apache.pekko.stream.scaladsl.Flow
import spray.json.*

import scala.concurrent.{ExecutionContext, Future}

final case class PhoneBatch(listId: String, phones: Seq[String])
final case class PushResult(listId: String, added: Int)

final class RingvaleFlow(settings: RingvaleSettings)(using system: ActorSystem[?]):
  private given ExecutionContext = system.executionContext

  private val authHeaders = List(
    RawHeader("x-api-key", settings.apiKey),
    RawHeader("x-user-id", settings.actingUserId)
  )

  private def appendRequest(batch: PhoneBatch): HttpRequest =
    val payload = JsObject("contacts" -> JsArray(batch.phones.map(p => JsObject("phone" -> JsString(p))).toVector))
    HttpRequest(
      method = HttpMethods.POST,
      uri = s"${settings.baseUri}/contact-lists/${batch.listId}/contacts",
      headers = authHeaders,
      entity = HttpEntity(ContentTypes.`application/json`, payload.compactPrint)
    )

  def clearRequest(listId: String, phone: String): HttpRequest =
    HttpRequest(HttpMethods.DELETE, s"${settings.baseUri}/contact-lists/$listId/contacts/${Uri.Path.Segment(phone, Uri.Path.Empty)}", authHeaders)

  private def send(req: HttpRequest, attempt: Int = 1): Future[HttpResponse] =
    Http().singleRequest(req).flatMap { resp =>
      if Retry.shouldRetry(resp.status.intValue, attempt, settings.maxRetries) then
        resp.discardEntityBytes()
        org.apache.pekko.pattern.after(Retry.backoff(attempt))(send(req, attempt + 1))
      else Future.successful(resp)
    }

  val push: Flow[PhoneBatch, PushResult, ?] =
    Flow[PhoneBatch].mapAsync(settings.parallelism) { batch =>
      send(appendRequest(batch)).flatMap { resp =>
        Unmarshal(resp.entity).to[String].map { body =>
          resp.status.intValue match
            case 200 | 201 => PushResult(batch.listId, body.parseJson.asJsObject.fields("added").convertTo[Int])
            case 503 => throw RingvaleDisabled(body)
            case code =>
              val msg = body.parseJson.asJsObject.fields.get("error").collect { case JsString(s) => s }.getOrElse(body)
              throw RingvaleFailure(code, msg)
        }
      }
    }

final case class RingvaleDisabled(body: String) extends RuntimeException("Ringvale public API disabled on the server")
final case class RingvaleFailure(status: Int, error: String) extends RuntimeException(s"Ringvale $status: $error")
