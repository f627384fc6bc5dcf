package controllers

import clients.ringlane.{RinglaneConfig, RinglaneHeaders}
import javax.crypto.Mac
import javax.crypto.spec.SecretKeySpec
import javax.inject.Inject
import play.api.Logging
import play.api.mvc._
import java.security.MessageDigest

class RinglaneWebhookController @Inject() (cc: ControllerComponents, cfg: RinglaneConfig)
    extends AbstractController(cc) with Logging {

  private def hmacHex(secret: String, payload: Array[Byte]): String = {
    val mac = Mac.getInstance("HmacSHA256")
    mac.init(new SecretKeySpec(secret.getBytes("UTF-8"), "HmacSHA256"))
    mac.doFinal(payload).map("%02x".format(_)).mkString
  }

  def callCompleted: Action[RawBuffer] = Action(parse.raw) { request =>
    val body = request.body.asBytes().map(_.toArray).getOrElse(Array.emptyByteArray)
    val provided = request.headers.get(RinglaneHeaders.Signature).getOrElse("")
    val expected = cfg.webhookSecret.map(hmacHex(_, body)).getOrElse("")
    if (expected.nonEmpty && MessageDigest.isEqual(expected.getBytes, provided.getBytes)) {
      logger.info(s"ringlane call.completed received (${body.length} bytes)")
      NoContent
    } else {
      logger.warn("rejecting ringlane webhook with bad signature")
      Unauthorized
    }
  }
}
