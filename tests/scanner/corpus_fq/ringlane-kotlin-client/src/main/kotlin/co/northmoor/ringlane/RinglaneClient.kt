package co.northmoor.ringlane

import com.fasterxml.jackson.databind.JsonNode
import com.fasterxml.jackson.module.kotlin.jacksonObjectMapper
import com.fasterxml.jackson.module.kotlin.readValue
import org.slf4j.LoggerFactory
import java.net.URI
import java.net.http.HttpClient
import java.net.http.HttpRequest
import java.net.http.HttpResponse

class RinglaneClient(
    private val config: RinglaneConfig,
    private val http: HttpClient = HttpClient.newBuilder().connectTimeout(RinglaneDefaults.TIMEOUT).build(),
) {
    private val log = LoggerFactory.getLogger(RinglaneClient::class.java)
    private val json = jacksonObjectMapper()

    fun contactLists(): List<ContactList> = json.readValue(send("GET", Routes.CONTACT_LISTS, null))

    fun contactList(id: String): ContactList = json.readValue(send("GET", Routes.contactList(id), null))

    fun appendContacts(listId: String, phones: List<String>): ContactList =
        json.readValue(send("POST", Routes.contactListContacts(listId), mapOf("phones" to phones)))

    fun removeContact(listId: String, phone: String) {
        send("DELETE", Routes.contactListContact(listId, phone), null)
    }

    fun placeCall(to: String, listId: String? = null): Call =
        json.readValue(send("POST", Routes.CALLS, mapOf("to" to to, "list_id" to listId)))

    private fun send(method: String, path: String, body: Any?, attempt: Int = 1): String {
        val builder = HttpRequest.newBuilder(URI.create(config.baseUrl + path))
            .timeout(RinglaneDefaults.TIMEOUT)
            .header("Accept", "application/json")
            .header("x-api-key", config.apiKey)
        config.actingUserEmail?.let { builder.header("x-user-email", it) }
            ?: builder.header("x-user-id", config.actingUserId!!)
        val publisher = body?.let { HttpRequest.BodyPublishers.ofString(json.writeValueAsString(it)) }
            ?: HttpRequest.BodyPublishers.noBody()
        builder.method(method, publisher).header("Content-Type", "application/json")

        val response = http.send(builder.build(), HttpResponse.BodyHandlers.ofString())
        if (response.statusCode() in 200..299) return response.body()

        val err = errorFrom(response.statusCode(), parse(response.body()), response.headers().firstValue("Retry-After").orElse(null))
        if (err.retryable && attempt < MAX_ATTEMPTS) {
            log.info("Ringlane {} {} -> {}, retrying (attempt {})", method, path, err.status, attempt)
            Thread.sleep(BACKOFF_MS * attempt)
            return send(method, path, body, attempt + 1)
        }
        throw err
    }

    private fun parse(raw: String): JsonNode? = runCatching { json.readTree(raw) }.getOrNull()

    companion object {
        private const val MAX_ATTEMPTS = 3
        private const val BACKOFF_MS = 300L
    }
}
