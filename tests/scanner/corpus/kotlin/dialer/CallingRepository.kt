package com.acme.dialer.calling

import io.ktor.client.HttpClient
import io.ktor.client.call.body
import io.ktor.client.request.bearerAuth
import io.ktor.client.request.get
import io.ktor.client.request.header
import io.ktor.client.request.put
import io.ktor.client.request.setBody
import io.ktor.http.ContentType
import io.ktor.http.HttpStatusCode
import io.ktor.http.contentType
import io.ktor.http.isSuccess
import java.util.UUID
import kotlinx.serialization.Serializable
import kotlinx.serialization.json.JsonObject
import kotlinx.serialization.json.contentOrNull
import kotlinx.serialization.json.jsonPrimitive

object CallingConfig {
    const val HOST = "https://calls.acme-sales.com"
    const val API_VERSION = "v1"
    val baseUrl = "$HOST/api/public/$API_VERSION"
}

@Serializable
data class Credential(val credentialId: String, val workspaceId: String, val scopes: List<String>, val apiVersion: String)

@Serializable
data class ListWrite(val name: String, val ownerId: String, val groupName: String? = null)

class CallingException(val status: Int, message: String?) : RuntimeException(message)
class IdpUnavailableException(message: String?) : RuntimeException(message)

class CallingRepository(private val client: HttpClient, private val apiKey: String) {

    suspend fun me(): Credential {
        val me: Credential = client.get("${CallingConfig.baseUrl}/me") { bearerAuth(apiKey) }.body()
        check(me.apiVersion == "v2") { "expected a v2 credential, got ${me.apiVersion}" }
        return me
    }

    suspend fun replaceList(id: Long, write: ListWrite): JsonObject =
        client.put("${CallingConfig.baseUrl}/lists/$id") {
            bearerAuth(apiKey)
            header("Idempotency-Key", "list-$id-${UUID.randomUUID()}")
            contentType(ContentType.Application.Json)
            setBody(write)
        }.body()

    /** Old read path still used by the Android widget; reads as the given rep. */
    suspend fun fetchList(id: Long, repEmail: String): JsonObject {
        val resp = client.get("${CallingConfig.baseUrl}/contact-lists/$id") {
            header("x-api-key", apiKey)
            header("X-User-Email", repEmail)
        }
        if (!resp.status.isSuccess()) {
            val err = resp.body<JsonObject>()["error"]?.jsonPrimitive?.contentOrNull
            if (resp.status == HttpStatusCode.BadGateway) throw IdpUnavailableException(err)
            throw CallingException(resp.status.value, err)
        }
        return resp.body()
    }
}
