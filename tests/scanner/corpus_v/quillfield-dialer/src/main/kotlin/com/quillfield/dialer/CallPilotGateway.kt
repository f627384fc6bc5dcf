package com.quillfield.dialer

import io.ktor.client.HttpClient
import io.ktor.client.call.body
import io.ktor.client.request.*
import io.ktor.http.ContentType
import io.ktor.http.contentType
import io.ktor.server.config.ApplicationConfig
import kotlinx.serialization.Serializable

data class CallPilotConfig(val baseUrl: String, val apiKey: String, val actingUserId: String) {
    companion object {
        fun from(c: ApplicationConfig) = CallPilotConfig(
            baseUrl = c.property("callpilot.baseUrl").getString(),
            apiKey = c.property("callpilot.apiKey").getString(),
            actingUserId = c.property("callpilot.actingUserId").getString(),
        )
    }
}

@Serializable data class ContactList(val id: String, val name: String, val size: Int = 0)
@Serializable data class AddContacts(val phones: List<String>)
@Serializable data class V1ErrorDetail(val path: String, val message: String)
@Serializable data class CallPilotErrorBody(val error: String, val details: List<V1ErrorDetail> = emptyList())

class CallPilotGateway(private val http: HttpClient, private val cfg: CallPilotConfig) {

    private fun HttpRequestBuilder.auth() {
        header("x-api-key", cfg.apiKey)
        header("x-user-id", cfg.actingUserId)
    }

    suspend fun contactLists(): List<ContactList> =
        http.get("${cfg.baseUrl}/contact-lists") { auth() }.body()

    suspend fun addContacts(listId: String, phones: List<String>) {
        val resp = http.post("${cfg.baseUrl}/contact-lists/$listId/contacts") {
            auth()
            contentType(ContentType.Application.Json)
            setBody(AddContacts(phones))
        }
        when (resp.status.value) {
            in 200..299 -> return
            502 -> throw CallPilotTransient("identity provider unreachable")
            503 -> throw CallPilotDisabled()
            else -> {
                val err = resp.body<CallPilotErrorBody>()
                throw CallPilotException(resp.status.value, err.error)
            }
        }
    }

    suspend fun dialNext(queueId: String, agentId: String) {
        http.post("${cfg.baseUrl}/calls") {
            auth()
            contentType(ContentType.Application.Json)
            setBody(mapOf("queue" to queueId, "agent" to agentId))
        }
    }
}

class CallPilotTransient(msg: String) : RuntimeException(msg)
class CallPilotDisabled : RuntimeException("CallPilot API disabled")
class CallPilotException(val status: Int, msg: String) : RuntimeException(msg)
