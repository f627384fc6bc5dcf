package com.moorfield.campaignsync.ringcadence

import sttp.model.Header

object RingcadenceHeaders {
  val ApiKey: String      = "X-API-Key"
  val ActingUserId: String = "X-User-Id"

  def auth(apiKey: String, userId: String): Seq[Header] =
    Seq(Header(ApiKey, apiKey), Header(ActingUserId, userId))
}
