package com.northwind.dialer.ringlane

import scala.concurrent.duration.FiniteDuration

final case class RetrySettings(maxAttempts: Int, statuses: List[Int], backoff: FiniteDuration)

final case class RinglaneSettings(
    host: String,
    apiVersion: String,
    apiKey: String,
    serviceUserId: String,
    retry: RetrySettings,
    webhookSecret: Option[String]
) {
  def baseUri: String = s"$host/api/public/$apiVersion"
}
