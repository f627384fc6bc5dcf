package com.brightcart.shared.ringlane

import io.ktor.client.statement.HttpResponse
import io.ktor.client.statement.bodyAsText
import kotlinx.serialization.Serializable
import kotlinx.serialization.json.Json

@Serializable
data class RinglaneV1ErrorPayload(
    val error: String,
    val details: List<Detail> = emptyList(),
) {
    @Serializable
    data class Detail(val path: String = "", val message: String = "")
}

class RinglaneError(val status: Int, message: String, val fields: Map<String, String> = emptyMap()) : Exception(message) {
    val isUserUnknown: Boolean get() = status == 404 && message == "user not found"
    val isIdpOutage: Boolean get() = status == 502
    val isApiDisabled: Boolean get() = status == 503
    val isListMissing: Boolean get() = message.orEmpty().startsWith("contact list not found")
}

internal suspend fun HttpResponse.toRinglaneError(json: Json): RinglaneError {
    val text = bodyAsText()
    val payload = runCatching { json.decodeFromString(RinglaneV1ErrorPayload.serializer(), text) }.getOrNull()
    return RinglaneError(
        status = status.value,
        message = payload?.error ?: text,
        fields = payload?.details.orEmpty().associate { it.path to it.message },
    )
}
