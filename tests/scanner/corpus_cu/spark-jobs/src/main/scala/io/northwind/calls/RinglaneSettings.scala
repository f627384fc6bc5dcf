package io.northwind.calls

import com.typesafe.config.{Config, ConfigFactory}

final case class RinglaneSettings(baseUrl: String, apiKey: String, actingUser: String, parallelism: Int)

object RinglaneSettings {
  def load(cfg: Config = ConfigFactory.load()): RinglaneSettings = {
    val c = cfg.getConfig("northwind.ringlane")
    RinglaneSettings(
      baseUrl = c.getString("base-url").stripSuffix("/"),
      apiKey = c.getString("api-key"),
      actingUser = c.getString("acting-user"),
      parallelism = c.getInt("parallelism")
    )
  }
}
