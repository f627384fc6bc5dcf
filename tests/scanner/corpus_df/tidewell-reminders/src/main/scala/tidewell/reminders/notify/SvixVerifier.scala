package tidewell.reminders.notify

import java.util.Base64
import javax.crypto.Mac
import javax.crypto.spec.SecretKeySpec

/** Appointment-booked events from the booking vendor arrive via Svix. */
object SvixVerifier:
  def verify(secret: String, headers: Map[String, String], body: String): Boolean =
    val id = headers.getOrElse("svix-id", "")
    val ts = headers.getOrElse("svix-timestamp", "")
    val sigs = headers.getOrElse("svix-signature", "").split(' ').map(_.stripPrefix("v1,"))
    val key = Base64.getDecoder.decode(secret.stripPrefix("whsec_"))
    val mac = Mac.getInstance("HmacSHA256")
    mac.init(SecretKeySpec(key, "HmacSHA256"))
    val expected = Base64.getEncoder.encodeToString(mac.doFinal(s"$id.$ts.$body".getBytes("UTF-8")))
    sigs.contains(expected)
