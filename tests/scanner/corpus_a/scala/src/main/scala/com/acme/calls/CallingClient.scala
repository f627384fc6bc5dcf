package com.acme.calls

import com.typesafe.config.ConfigFactory
import io.circe.generic.auto._
import io.circe.parser.decode
import sttp.client3._
import sttp.model.StatusCode

object CallingClient {
  final case class LegacyError(error: String)
  final case class NewContact(phoneNumber: String, firstName: Option[String])

  private val conf = ConfigFactory.load().getConfig("calling")
  // e.g. calling.api-version = "v1" in application.conf (kept for old tenants)
  private val apiVersion = sys.env.getOrElse("CALLING_API_VERSION", "v1")
  private val base = uri"${conf.getString("host")}/api/public/$apiVersion"
  private val backend = HttpClientSyncBackend()

  private def authed(userId: String) =
    basicRequest
      .auth.bearer(conf.getString("key"))
      .header("X-Acme-Caller", userId)
      .contentType("application/json")

  def appendByPhone(userId: String, listId: Long, contacts: Seq[NewContact]): Either[String, Unit] = {
    val body = io.circe.syntax.EncoderOps(Map("contacts" -> contacts)).asJson.noSpaces
    val resp = authed(userId)
      .post(uri"$base/contact-lists/$listId/contacts")
      .body(body)
      .send(backend)

    resp.code match {
      case StatusCode.Ok | StatusCode.Created => Right(())
      case StatusCode.ServiceUnavailable =>
        Left("calling API disabled by the provider, skipping sync")
      case other =>
        Left(s"calling: ${other.code} ${resp.body.left.getOrElse("")}")
    }
  }

  // SES v2 contact lists are an AWS thing, unrelated to the calling service.
  def sesContactListUrl(region: String, name: String): String =
    s"https://email.$region.amazonaws.com/v2/email/contact-lists/$name"

  def twilioLookup(sid: String, token: String, phone: String) =
    basicRequest
      .get(uri"https://lookups.twilio.com/v1/PhoneNumbers/$phone")
      .auth.basic(sid, token)
      .send(backend)
}
