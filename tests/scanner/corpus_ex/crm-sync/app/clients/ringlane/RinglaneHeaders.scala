package clients.ringlane

/** Header names used when talking to the Ringlane dialer API. */
object RinglaneHeaders {
  val ApiKey: String      = "x-api-key"
  val ActingUser: String  = "x-user-email"
  val RequestId: String   = "X-Request-Id"
  val Signature: String   = "X-Ringlane-Signature"
}
