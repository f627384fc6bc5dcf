package health.brightline.outreach.voxly

import io.ktor.client.statement.HttpResponse
import io.ktor.client.statement.bodyAsText
import kotlinx.serialization.Serializable
import kotlinx.serialization.json.Json

/** Flat error body returned by the v1 endpoints LegacyListSync still calls. */
@Serializable
data class LegacyVoxlyError(
    val error: String,
    val details: List<LegacyDetail> = emptyList(),
)

@Serializable
data class LegacyDetail(val path: String, val message: String)

enum class LegacyFailure { BAD_KEY, NO_ACTING_USER, UNKNOWN_USER, LIST_MISSING, IDP_DOWN, API_OFF, THROTTLED, OTHER }

private val lenient = Json { ignoreUnknownKeys = true }

suspend fun classifyLegacy(resp: HttpResponse): Pair<LegacyFailure, String> {
    val err = runCatching { lenient.decodeFromString<LegacyVoxlyError>(resp.bodyAsText()) }.getOrNull()
    val text = err?.error.orEmpty()
    val kind = when (resp.status.value) {
        401 -> LegacyFailure.BAD_KEY
        400 -> LegacyFailure.NO_ACTING_USER
        404 -> if (text == "user not found") LegacyFailure.UNKNOWN_USER else LegacyFailure.LIST_MISSING
        502 -> LegacyFailure.IDP_DOWN
        503 -> LegacyFailure.API_OFF
        429 -> LegacyFailure.THROTTLED
        else -> LegacyFailure.OTHER
    }
    val fields = err?.details?.joinToString { "${it.path}=${it.message}" }
    return kind to listOfNotNull(text.ifEmpty { null }, fields).joinToString(" | ")
}
