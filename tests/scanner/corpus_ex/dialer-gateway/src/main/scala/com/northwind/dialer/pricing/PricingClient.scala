package com.northwind.dialer.pricing

import sttp.client3._
import scala.concurrent.{ExecutionContext, Future}

/** Internal rate-card lookup; fronted by AWS API Gateway, hence x-api-key. */
class PricingClient(url: String, apiKey: String, backend: SttpBackend[Future, Any])(implicit ec: ExecutionContext) {
  def rateFor(countryCode: String): Future[Option[BigDecimal]] =
    basicRequest
      .get(uri"$url?country=$countryCode")
      .header("x-api-key", apiKey)
      .send(backend)
      .map { r =>
        r.code.code match {
          case 200 => r.body.toOption.map(b => BigDecimal(b.trim))
          case 404 => None
          case 502 | 503 => throw new RuntimeException("pricing gateway unavailable, try later")
          case c => throw new RuntimeException(s"pricing error $c")
        }
      }
}
