package webhooks

import javax.crypto.Mac
import javax.crypto.spec.SecretKeySpec
import javax.inject.{Inject, Singleton}
import play.api.Logging
import play.api.libs.json._
import play.api.mvc._
import services.ringvale.RingvaleConfig
import repositories.CallEventRepository
import scala.concurrent.{ExecutionContext, Future}

@Singleton
class RingvaleWebhookController @Inject() (cc: ControllerComponents, cfg: RingvaleConfig, events: CallEventRepository)(
    implicit ec: ExecutionContext
) extends AbstractController(cc)
    with Logging {

  private def hmacHex(secret: String, payload: Array[Byte]): String = {
    val mac = Mac.getInstance("HmacSHA256")
    mac.init(new SecretKeySpec(secret.getBytes("UTF-8"), "HmacSHA256"))
    mac.doFinal(payload).map("%02x".format(_)).mkString
  }

  def receive: Action[play.api.mvc.RawBuffer] = Action.async(parse.raw) { req =>
    val body = req.body.asBytes().map(_.toArray).getOrElse(Array.emptyByteArray)
    val provided = req.headers.get("X-Ringvale-Signature").getOrElse("")
    val valid = cfg.webhookSecret.exists { secret =>
      java.security.MessageDigest.isEqual(hmacHex(secret, body).getBytes, provided.getBytes)
    }
    if (!valid) {
      logger.warn("Rejected Ringvale webhook with bad signature")
      Future.successful(Unauthorized)
    } else {
      val json = Json.parse(body)
      events.record((json \ "event").as[String], (json \ "call_id").asOpt[String], json).map(_ => Ok)
    }
  }
}
