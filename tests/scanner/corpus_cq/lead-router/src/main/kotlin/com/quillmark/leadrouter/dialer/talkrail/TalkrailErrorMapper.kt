package com.quillmark.leadrouter.dialer.talkrail

import com.fasterxml.jackson.databind.ObjectMapper
import com.quillmark.leadrouter.dialer.DialerException
import com.quillmark.leadrouter.dialer.DialerException.Kind
import retrofit2.Response

data class TalkrailErrorBody(
    val error: String = "",
    val details: List<Map<String, String>> = emptyList(),
)

class TalkrailErrorMapper(private val mapper: ObjectMapper) {
    fun map(resp: Response<*>): DialerException {
        val raw = resp.errorBody()?.string().orEmpty()
        val body = runCatching { mapper.readValue(raw, TalkrailErrorBody::class.java) }.getOrDefault(TalkrailErrorBody())
        val detail = body.details.joinToString { "${it["path"]}=${it["message"]}" }
        val kind = when (resp.code()) {
            401 -> Kind.AUTH
            404 -> if (body.error.contains("user not found", ignoreCase = true)) Kind.UNKNOWN_USER else Kind.NOT_FOUND
            429 -> Kind.RATE_LIMITED
            502 -> Kind.TRANSIENT
            503 -> Kind.DISABLED
            else -> Kind.OTHER
        }
        return DialerException(kind, "talkrail ${resp.code()}: ${body.error} $detail")
    }
}
