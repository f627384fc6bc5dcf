package com.northwind.dialer.ringlane

import sttp.client3.ResponseException
import sttp.client3.HttpError
import sttp.model.StatusCode

sealed abstract class RinglaneFailure(val retryable: Boolean, msg: String) extends Exception(msg)

object RinglaneFailure {
  final case class Auth(msg: String) extends RinglaneFailure(false, msg)
  final case class UserNotFound(msg: String) extends RinglaneFailure(false, msg)
  final case class IdpUnavailable(msg: String) extends RinglaneFailure(true, msg)
  final case class Disabled(msg: String) extends RinglaneFailure(false, msg)
  final case class NotFound(msg: String) extends RinglaneFailure(false, msg)
  final case class Other(code: Int, msg: String) extends RinglaneFailure(code >= 500, msg)

  def from(code: StatusCode, err: ResponseException[V1ErrorBody, io.circe.Error]): RinglaneFailure = {
    val text = err match {
      case HttpError(body, _) => body.error + body.details.getOrElse(Nil).map(d => s" [${d.path}: ${d.message}]").mkString
      case other              => other.getMessage
    }
    code.code match {
      case 401 => Auth(text)
      case 404 if text.startsWith("user not found") => UserNotFound(text)
      case 404 => NotFound(text)
      case 502 => IdpUnavailable(text)
      case 503 => Disabled(text)
      case c   => Other(c, text)
    }
  }
}
