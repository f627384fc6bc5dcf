package oakfen.callstats.ringvale

import io.circe.{Decoder, HCursor}

/** Flat error body returned by Ringvale v1. */
final case class V1Error(error: String, details: List[V1ErrorDetail])
final case class V1ErrorDetail(path: String, message: String)

object V1Error {
  implicit val detailDecoder: Decoder[V1ErrorDetail] = Decoder.forProduct2("path", "message")(V1ErrorDetail.apply)
  implicit val decoder: Decoder[V1Error] = (c: HCursor) =>
    for {
      msg <- c.downField("error").as[String]
      details <- c.getOrElse[List[V1ErrorDetail]]("details")(Nil)
    } yield V1Error(msg, details)
}

sealed abstract class RingvaleV1Failure(msg: String) extends Exception(msg)
object RingvaleV1Failure {
  final case class AgentUnknown(email: String) extends RingvaleV1Failure(s"ringvale: no agent $email")
  case object IdpUnreachable extends RingvaleV1Failure("ringvale: identity provider unreachable")
  case object Disabled extends RingvaleV1Failure("ringvale: public api disabled")
  final case class Other(status: Int, err: V1Error) extends RingvaleV1Failure(s"ringvale $status: ${err.error}")
}
