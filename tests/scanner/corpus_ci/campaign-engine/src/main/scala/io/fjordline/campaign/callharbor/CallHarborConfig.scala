package io.fjordline.campaign.callharbor

final case class CallHarborConfig(
    host: String,
    apiVersion: String,
    apiKey: String,
    actingUserEmail: String,
    webhookSecret: String
) {
  def baseUrl: String = s"$host/api/public/$apiVersion"
}

object CallHarborHeaders {
  val ApiKey = "X-Api-Key"
  val ActingUser = "X-User-Email"
}
