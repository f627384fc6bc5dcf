package io.quillmark.billing.dialstream

import com.typesafe.config.Config

final case class DialstreamSettings(baseUrl: String, apiKey: String, actingUserEmail: String, webhookSecret: String)

object DialstreamSettings {
  val ApiKeyHeader = "X-API-Key"
  val ActingUserHeader = "X-User-Email"

  def load(c: Config): DialstreamSettings = {
    val d = c.getConfig("dialstream")
    DialstreamSettings(d.getString("base-url"), d.getString("api-key"), d.getString("acting-user-email"), d.getString("webhook-secret"))
  }
}
