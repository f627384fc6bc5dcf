package com.norrbeck.campaign.kt

import com.fasterxml.jackson.annotation.JsonIgnoreProperties
import kotlinx.coroutines.reactor.awaitSingle
import org.springframework.http.HttpStatusCode
import org.springframework.web.reactive.function.client.WebClient
import org.springframework.web.reactive.function.client.WebClientResponseException
import org.springframework.web.reactive.function.client.awaitBody
import org.springframework.web.reactive.function.client.awaitBodilessEntity

private const val API_VERSION = "v1"
private const val API_KEY_HEADER = "x-api-key"
private const val ACTOR_HEADER = "x-user-email"

@JsonIgnoreProperties(ignoreUnknown = true)
data class RinglaneError(val error: String? = null, val details: List<RinglaneErrorDetail> = emptyList())

@JsonIgnoreProperties(ignoreUnknown = true)
data class RinglaneErrorDetail(val path: String? = null, val message: String? = null)

data class RinglaneList(val id: String, val name: String)

sealed class ReconcileFailure(msg: String) : RuntimeException(msg) {
    class ActorUnknown(msg: String) : ReconcileFailure(msg)
    class IdpDown(msg: String) : ReconcileFailure(msg)
    class Disabled(msg: String) : ReconcileFailure(msg)
    class Other(msg: String) : ReconcileFailure(msg)
}

class RinglaneLegacyApi(
    host: String,
    apiKey: String,
    private val actor: String,
    builder: WebClient.Builder = WebClient.builder(),
) {
    private val client: WebClient = builder
        .baseUrl("$host/api/public/$API_VERSION")
        .defaultHeader(API_KEY_HEADER, apiKey)
        .build()

    suspend fun lists(): List<RinglaneList> = guarded {
        client.get().uri("/contact-lists")
            .header(ACTOR_HEADER, actor)
            .retrieve()
            .awaitBody()
    }

    suspend fun dropContact(listId: String, phone: String) = guarded {
        client.delete().uri("/contact-lists/{id}/contacts/{phone}", listId, phone)
            .header(ACTOR_HEADER, actor)
            .retrieve()
            .awaitBodilessEntity()
    }

    private suspend fun <T> guarded(block: suspend () -> T): T = try {
        block()
    } catch (e: WebClientResponseException) {
        val body = runCatching { e.getResponseBodyAs(RinglaneError::class.java) }.getOrNull()
        throw translate(e.statusCode, body)
    }

    private fun translate(status: HttpStatusCode, body: RinglaneError?): ReconcileFailure {
        val msg = body?.error ?: "HTTP ${status.value()}"
        body?.details?.forEach { println("ringlane: ${it.path} -> ${it.message}") }
        return when (status.value()) {
            404 -> if (msg == "user not found") ReconcileFailure.ActorUnknown(msg) else ReconcileFailure.Other(msg)
            502 -> ReconcileFailure.IdpDown(msg)
            503 -> ReconcileFailure.Disabled(msg)
            else -> ReconcileFailure.Other(msg)
        }
    }
}
