package com.oakfen.dialersync.ringvale

import com.typesafe.config.Config

final case class RingvaleSettings(baseUri: String, apiKey: String, actingUserId: String, parallelism: Int, maxRetries: Int)

object RingvaleSettings:
  def fromConfig(root: Config): RingvaleSettings =
    val c = root.getConfig("dialer-sync.ringvale")
    val version = c.getString("api-version")
    RingvaleSettings(
      baseUri = s"${c.getString("host").stripSuffix("/")}/api/public/$version",
      apiKey = c.getString("api-key"),
      actingUserId = c.getString("acting-user-id"),
      parallelism = c.getInt("parallelism"),
      maxRetries = c.getInt("max-retries")
    )
