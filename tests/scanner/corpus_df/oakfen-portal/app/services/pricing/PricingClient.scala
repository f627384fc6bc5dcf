package services.pricing

import javax.inject.{Inject, Singleton}
import play.api.Configuration
import play.api.libs.json._
import play.api.libs.ws.WSClient
import scala.concurrent.{ExecutionContext, Future}

/** Internal pricing lambda exposed through AWS API Gateway (usage plan key). */
@Singleton
class PricingClient @Inject() (ws: WSClient, config: Configuration)(implicit ec: ExecutionContext) {
  private val url = config.get[String]("pricing.url")
  private val apiKey = config.get[String]("pricing.api-key")

  def quote(postcode: String, bedrooms: Int): Future[Option[BigDecimal]] =
    ws.url(s"$url/quotes")
      .withHttpHeaders("x-api-key" -> apiKey, "X-User-Id" -> "portal")
      .post(Json.obj("postcode" -> postcode, "bedrooms" -> bedrooms))
      .map { r =>
        r.status match {
          case 200 => (r.json \ "price").asOpt[BigDecimal]
          case 404 => None
          case 502 | 503 | 504 => None // gateway hiccup, caller falls back to the list price
          case s => throw new RuntimeException(s"pricing failed: $s ${(r.json \ "error").asOpt[String].getOrElse("")}")
        }
      }
}
