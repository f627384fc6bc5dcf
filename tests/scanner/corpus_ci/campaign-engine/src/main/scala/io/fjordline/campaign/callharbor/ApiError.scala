package io.fjordline.campaign.callharbor

import io.circe.generic.semiauto.deriveDecoder
import io.circe.Decoder

final case class ErrorDetail(path: String, message: String)

/** Error body returned by CallHarbor on non-2xx responses. */
final case class ApiError(error: String, details: Option[List[ErrorDetail]])

object ApiError {
  implicit val detailDecoder: Decoder[ErrorDetail] = deriveDecoder
  implicit val decoder: Decoder[ApiError] = deriveDecoder
}

sealed trait CallHarborFailure extends Exception
object CallHarborFailure {
  case object BadKey extends CallHarborFailure
  case object UnknownUser extends CallHarborFailure
  case object IdpUnavailable extends CallHarborFailure
  case object ApiDisabled extends CallHarborFailure
  final case class ListNotFound(id: String) extends CallHarborFailure
  final case class Other(status: Int, message: String) extends CallHarborFailure
}
