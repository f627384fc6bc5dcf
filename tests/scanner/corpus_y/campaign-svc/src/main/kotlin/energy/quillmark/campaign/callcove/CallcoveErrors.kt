package energy.quillmark.campaign.callcove

data class CallcoveErrorDetail(val path: String, val message: String)

/** Error payload returned by Callcove. */
data class CallcoveErrorBody(
    val error: String,
    val details: List<CallcoveErrorDetail> = emptyList(),
)

open class CallcoveException(val status: Int, message: String) : RuntimeException(message)
class CallcoveTransientException(status: Int, message: String) : CallcoveException(status, message)
class CallcoveDisabledException(message: String) : CallcoveException(503, message)
class CallcoveUnknownUserException(message: String) : CallcoveException(404, message)
