package health.brightline.outreach.voxly

import io.ktor.client.HttpClient
import io.ktor.client.call.body
import io.ktor.client.plugins.ClientRequestException
import io.ktor.client.request.delete
import io.ktor.client.request.get
import io.ktor.client.request.headers
import io.ktor.client.request.post
import io.ktor.client.request.setBody
import io.ktor.client.statement.bodyAsText
import io.ktor.http.ContentType
import io.ktor.http.contentType
import kotlinx.serialization.Serializable
import kotlinx.serialization.json.Json
import kotlinx.serialization.json.jsonObject
import kotlinx.serialization.json.jsonPrimitive

@Serializable
data class LegacyList(val id: String, val name: String)

@Serializable
data class LegacyPhones(val contacts: List<Map<String, String>>)

/**
 * TODO(OUT-431): move to v2 list imports once available.
 * Still uses the shared key + acting user.
 */
class LegacyListSync(
    private val http: HttpClient,
    private val legacyBaseUrl: String,
    private val legacyKey: String,
    private val actingUserId: String,
) {
    private fun io.ktor.client.request.HttpRequestBuilder.legacyAuth() = headers {
        append("X-API-KEY", legacyKey)
        append("X-USER-ID", actingUserId)
    }

    suspend fun reminderLists(): List<LegacyList> =
        http.get("$legacyBaseUrl/contact-lists") { legacyAuth() }.body()

    suspend fun addPatients(listId: String, phones: List<String>) {
        try {
            http.post("$legacyBaseUrl/contact-lists/$listId/contacts") {
                legacyAuth()
                contentType(ContentType.Application.Json)
                setBody(LegacyPhones(phones.map { mapOf("phone" to it) }))
            }
        } catch (e: ClientRequestException) {
            val body = Json.parseToJsonElement(e.response.bodyAsText()).jsonObject
            val reason = body["error"]?.jsonPrimitive?.content ?: "unknown"
            if (e.response.status.value == 404 && reason == "contact list not found") {
                throw IllegalStateException("Reminder list $listId deleted in Voxly console")
            }
            throw e
        }
    }

    suspend fun optOut(listId: String, phone: String) {
        http.delete("$legacyBaseUrl/contact-lists/$listId/contacts/$phone") { legacyAuth() }
    }
}
