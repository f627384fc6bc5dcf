package northwind.campaigns

import zio.json.*

/** Shape of an error response from the Ringlane public API. */
final case class RinglaneApiError(error: String, details: List[RinglaneApiError.Detail] = Nil)

object RinglaneApiError:
  final case class Detail(path: String, message: String)
  given JsonDecoder[Detail] = DeriveJsonDecoder.gen[Detail]
  given JsonDecoder[RinglaneApiError] = DeriveJsonDecoder.gen[RinglaneApiError]

enum SyncError(val transient: Boolean):
  case Unauthorized extends SyncError(false)
  case ActingUserMissing(email: String) extends SyncError(false)
  case IdentityProviderDown extends SyncError(true)
  case RinglaneDisabled extends SyncError(false)
  case ListGone(id: String) extends SyncError(false)
  case Throttled extends SyncError(true)
  case Http(status: Int, msg: String) extends SyncError(status >= 500)
