package io.northwind.calls

import io.circe.Decoder
import io.circe.generic.semiauto.deriveDecoder

final case class FieldIssue(path: String, message: String)

/** Error envelope returned by Ringlane: {"error": "...", "details": [...]} */
final case class RinglaneErrorBody(error: String, details: Option[List[FieldIssue]])

object RinglaneErrorBody {
  implicit val fieldIssueDecoder: Decoder[FieldIssue] = deriveDecoder
  implicit val decoder: Decoder[RinglaneErrorBody] = deriveDecoder
}

sealed abstract class RinglaneFailure(msg: String) extends RuntimeException(msg)
final case class Retryable(status: Int, msg: String) extends RinglaneFailure(msg)
final case class UserNotFound(msg: String) extends RinglaneFailure(msg)
final case class ApiDisabled(msg: String) extends RinglaneFailure(msg)
final case class Fatal(status: Int, msg: String) extends RinglaneFailure(msg)
