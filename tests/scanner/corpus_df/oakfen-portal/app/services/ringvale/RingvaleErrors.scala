package services.ringvale

import play.api.libs.json._

final case class RingvaleErrorDetail(path: String, message: String)
final case class RingvaleErrorBody(error: String, details: Option[Seq[RingvaleErrorDetail]])

object RingvaleErrorBody {
  implicit val detailReads: Reads[RingvaleErrorDetail] = Json.reads[RingvaleErrorDetail]
  implicit val reads: Reads[RingvaleErrorBody] = Json.reads[RingvaleErrorBody]
}

sealed trait RingvaleError extends Product with Serializable {
  def message: String
}

object RingvaleError {
  case object InvalidApiKey extends RingvaleError { val message = "Ringvale rejected the API key" }
  case object MissingActingUser extends RingvaleError { val message = "No acting user sent" }
  final case class UnknownAgent(email: String) extends RingvaleError {
    val message = s"Agent $email does not exist in Ringvale"
  }
  final case class ListNotFound(id: String) extends RingvaleError { val message = s"Contact list $id not found" }
  case object IdentityProviderDown extends RingvaleError { val message = "Ringvale cannot reach its IdP, retry later" }
  case object ApiDisabled extends RingvaleError { val message = "Ringvale public API is disabled" }
  case object RateLimited extends RingvaleError { val message = "Too many requests to Ringvale" }
  final case class Validation(details: Seq[String]) extends RingvaleError {
    val message = details.mkString("; ")
  }
  final case class Unexpected(status: Int, body: String) extends RingvaleError {
    val message = s"Unexpected Ringvale response $status"
  }
}
