package com.oakfen.dialersync.crm

import org.apache.pekko.NotUsed
import org.apache.pekko.actor.typed.ActorSystem
import org.apache.pekko.http.scaladsl.Http
import org.apache.pekko.http.scaladsl.model.*
import org.apache.pekko.http.scaladsl.model.headers.{Authorization, OAuth2BearerToken, RawHeader}
import org.apache.pekko.http.scaladsl.unmarshalling.Unmarshal
import org.apache.pekko.stream.scaladsl.Source
import spray.json.*

final case class Lead(id: Long, phone: String, campaign: String)

/** Reads fresh leads from our CRM service (internal, bearer token). */
final class CrmSource(url: String, token: String)(using system: ActorSystem[?]):
  import system.executionContext

  private def page(n: Int) =
    HttpRequest(uri = s"$url/leads?status=new&page=$n")
      .withHeaders(Authorization(OAuth2BearerToken(token)), RawHeader("X-User-Id", "dialer-sync"))

  def leads: Source[Lead, NotUsed] =
    Source.unfoldAsync(1) { n =>
      Http().singleRequest(page(n)).flatMap { resp =>
        resp.status match
          case StatusCodes.OK =>
            Unmarshal(resp.entity).to[String].map { s =>
              val items = s.parseJson.asJsObject.fields("data").asInstanceOf[JsArray].elements
              if items.isEmpty then None
              else Some(n + 1 -> items.map { j =>
                val f = j.asJsObject.fields
                Lead(f("id").convertTo[Long], f("phone").convertTo[String], f("campaign").convertTo[String])
              })
            }
          case StatusCodes.BadGateway | StatusCodes.ServiceUnavailable =>
            resp.discardEntityBytes()
            scala.concurrent.Future.successful(None) // CRM deploying, try next run
          case other =>
            scala.concurrent.Future.failed(new RuntimeException(s"CRM returned $other"))
      }
    }.mapConcat(identity)
