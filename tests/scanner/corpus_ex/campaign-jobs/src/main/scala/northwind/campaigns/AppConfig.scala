package northwind.campaigns

import zio.*
import zio.config.*
import zio.config.magnolia.deriveConfig
import zio.config.typesafe.TypesafeConfigProvider

final case class RinglaneConf(endpoint: String, key: String, actingEmail: String)
final case class MailchimpConf(api: String, key: Option[String])
final case class AppConfig(schedule: String, ringlane: RinglaneConf, mailchimp: MailchimpConf)

object AppConfig:
  val layer: ZLayer[Any, Config.Error, AppConfig] =
    ZLayer.fromZIO(
      TypesafeConfigProvider.fromResourcePath().kebabCase.nested("campaign-jobs").load(deriveConfig[AppConfig])
    )
