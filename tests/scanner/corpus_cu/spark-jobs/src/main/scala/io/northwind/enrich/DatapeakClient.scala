package io.northwind.enrich

import sttp.client3._

/** Firmographic enrichment vendor. Uses its own x-api-key header. */
class DatapeakClient(baseUrl: String, key: String) {
  private val backend = HttpClientSyncBackend()

  def company(domain: String): Option[String] = {
    val r = basicRequest
      .get(uri"$baseUrl/companies/find?domain=$domain")
      .header("x-api-key", key)
      .send(backend)
    r.code.code match {
      case 404 => None
      case 502 | 503 => throw new RuntimeException("datapeak unavailable")
      case _ => r.body.toOption
    }
  }
}
