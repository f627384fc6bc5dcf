package services.ringvale

import javax.inject.{Inject, Singleton}
import play.api.Configuration
import scala.concurrent.duration.FiniteDuration

@Singleton
class RingvaleConfig @Inject() (config: Configuration) {
  private val c = config.get[Configuration]("ringvale")

  val baseUrl: String = c.get[String]("base-url").stripSuffix("/")
  val apiKey: String = c.getOptional[String]("api-key").getOrElse(
    throw new IllegalStateException("ringvale.api-key is not configured")
  )
  val defaultActingEmail: String = c.get[String]("default-acting-email")
  val webhookSecret: Option[String] = c.getOptional[String]("webhook-secret")
  val requestTimeout: FiniteDuration = c.get[FiniteDuration]("request-timeout")
}
