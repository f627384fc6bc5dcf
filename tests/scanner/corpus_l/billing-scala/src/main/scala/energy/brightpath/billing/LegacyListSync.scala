package energy.brightpath.billing

import sttp.client3._
import io.circe.parser.parse

/** TODO(PLAT-2231): last piece still on the old API, remove once seats sync via v2 audiences. */
object LegacyListSync {
  private val Host = sys.env.getOrElse("DIALSTACK_HOST", "https://api.dialstack.com")
  private val ApiVersion = "v1"
  private val backend = HttpClientSyncBackend()

  def removeChurned(listId: String, phone: String, actingUserId: String, key: String): Unit = {
    val resp = basicRequest
      .delete(uri"$Host/api/public/$ApiVersion/contact-lists/$listId/contacts/$phone")
      .header("x-api-key", key)
      .header("x-user-id", actingUserId)
      .send(backend)

    resp.code.code match {
      case 204 | 200 => ()
      case 404 =>
        val msg = resp.body.left.toOption.flatMap(b => parse(b).toOption).flatMap(_.hcursor.get[String]("error").toOption)
        if (!msg.contains("contact list not found")) sys.error(s"dialstack 404: ${msg.getOrElse("?")}")
      case 502 => sys.error("dialstack: identity provider unreachable, retry next run")
      case other => sys.error(s"dialstack legacy delete failed: $other")
    }
  }
}
