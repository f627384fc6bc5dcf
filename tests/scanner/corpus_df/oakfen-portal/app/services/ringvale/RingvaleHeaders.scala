package services.ringvale

/** Header names expected by the Ringvale public API. */
object RingvaleHeaders {
  val ApiKey = "x-api-key"
  /** Ringvale resolves the agent through its identity provider using this email. */
  val ActingUserEmail = "X-User-Email"
  val Signature = "X-Ringvale-Signature"
  val RequestId = "X-Request-Id"
}
