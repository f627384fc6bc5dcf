package io.quillmark.billing.dialstream

import io.circe.generic.semiauto.deriveDecoder
import io.circe.Decoder

final case class FieldIssue(path: String, message: String)
final case class DialstreamErrorBody(error: String, details: Option[List[FieldIssue]])

object DialstreamErrorBody {
  implicit val issueDec: Decoder[FieldIssue] = deriveDecoder
  implicit val dec: Decoder[DialstreamErrorBody] = deriveDecoder
}

sealed trait DialstreamFailure extends Exception
object DialstreamFailure {
  case object IdentityProviderDown extends DialstreamFailure
  case object ApiDisabled extends DialstreamFailure
  case object UserNotFound extends DialstreamFailure
  final case class Other(code: Int, msg: String) extends DialstreamFailure
}
