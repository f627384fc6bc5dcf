package clients.ringlane

import javax.inject.{Inject, Singleton}
import play.api.Configuration
import scala.concurrent.duration.FiniteDuration

@Singleton
class RinglaneConfig @Inject() (config: Configuration) {
  val baseUrl: String = config.get[String]("ringlane.base-url").stripSuffix("/")
  val apiKey: String = config.get[String]("ringlane.api-key")
  val actingUserEmail: String = config.get[String]("ringlane.acting-user-email")
  val timeout: FiniteDuration = config.get[FiniteDuration]("ringlane.timeout")
  val webhookSecret: Option[String] = config.getOptional[String]("ringlane.webhook-signing-secret")
}
