package com.moorfield.campaignsync.ringcadence

import io.circe.Decoder
import io.circe.generic.semiauto.deriveDecoder

final case class FieldIssue(path: String, message: String)

/** Body of every non-2xx response from the Ringcadence public API. */
final case class RingcadenceErrorBody(error: String, details: Option[List[FieldIssue]])

object RingcadenceErrorBody {
  implicit val fieldIssueDecoder: Decoder[FieldIssue]          = deriveDecoder
  implicit val decoder: Decoder[RingcadenceErrorBody]          = deriveDecoder
}

sealed trait RingcadenceFailure extends Exception
object RingcadenceFailure {
  final case class InvalidKey(msg: String)                         extends RingcadenceFailure
  final case class UnknownActingUser(userId: String)               extends RingcadenceFailure
  final case class IdentityProviderDown(msg: String)               extends RingcadenceFailure
  final case class ApiDisabled(msg: String)                        extends RingcadenceFailure
  final case class ListNotFound(listId: String)                    extends RingcadenceFailure
  final case class RateLimited(retryAfter: Option[Int])            extends RingcadenceFailure
  final case class Validation(issues: List[FieldIssue])            extends RingcadenceFailure
  final case class Other(status: Int, msg: String)                 extends RingcadenceFailure
}
