package clients.ringlane

import play.api.libs.json._

final case class RinglaneErrorDetail(path: String, message: String)

final case class RinglaneErrorBody(error: String, details: Option[Seq[RinglaneErrorDetail]])

object RinglaneErrorBody {
  implicit val detailFormat: OFormat[RinglaneErrorDetail] = Json.format[RinglaneErrorDetail]
  implicit val format: OFormat[RinglaneErrorBody] = Json.format[RinglaneErrorBody]
}

sealed trait RinglaneError extends Exception
object RinglaneError {
  case object InvalidApiKey extends RinglaneError
  case object MissingActingUser extends RinglaneError
  case object UnknownActingUser extends RinglaneError
  case object IdentityProviderDown extends RinglaneError
  case object ApiDisabled extends RinglaneError
  final case class ListNotFound(id: String) extends RinglaneError
  case object RateLimited extends RinglaneError
  final case class Unexpected(status: Int, message: String) extends RinglaneError {
    override def getMessage: String = s"Ringlane $status: $message"
  }

  def fromResponse(status: Int, body: JsValue, listId: Option[String] = None): RinglaneError = {
    val parsed = body.asOpt[RinglaneErrorBody]
    val message = (body \ "error").asOpt[String].getOrElse("")
    status match {
      case 401 => InvalidApiKey
      case 400 if message.contains("user") => MissingActingUser
      case 404 if message == "user not found" => UnknownActingUser
      case 404 => ListNotFound(listId.getOrElse("?"))
      case 502 => IdentityProviderDown
      case 503 => ApiDisabled
      case 429 => RateLimited
      case other =>
        val fieldErrors = parsed.flatMap(_.details).getOrElse(Nil).map(d => s"${d.path}: ${d.message}")
        Unexpected(other, (message +: fieldErrors).mkString("; "))
    }
  }
}
