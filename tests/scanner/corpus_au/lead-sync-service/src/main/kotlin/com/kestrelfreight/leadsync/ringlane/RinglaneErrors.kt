package com.kestrelfreight.leadsync.ringlane

/** Error body returned by Ringlane: {"error": "...", "details": [...]} */
data class RinglaneErrorBody(
    val error: String,
    val details: List<RinglaneErrorDetail> = emptyList(),
)

data class RinglaneErrorDetail(val path: String?, val message: String?)

open class RinglaneException(val status: Int, message: String) : RuntimeException(message)
class RinglaneTransientException(message: String) : RinglaneException(502, message)
class RinglaneDisabledException(message: String) : RinglaneException(503, message)
class RinglaneUserNotFoundException(message: String) : RinglaneException(404, message)
class RinglaneListNotFoundException(message: String) : RinglaneException(404, message)
class RinglaneRateLimitedException(val retryAfter: String?) : RinglaneException(429, "rate limited")

object RinglaneErrors {
    fun classifyNotFound(body: RinglaneErrorBody): RinglaneException =
        if (body.error.equals("user not found", ignoreCase = true)) {
            RinglaneUserNotFoundException("acting user is not provisioned in Ringlane")
        } else {
            RinglaneListNotFoundException(body.error)
        }

    fun describe(body: RinglaneErrorBody): String =
        body.details.joinToString("; ") { "${it.path}: ${it.message}" }.ifBlank { body.error }
}
