package com.harborline.shared.backend

import com.harborline.shared.BuildKonfig
import io.ktor.client.HttpClient
import io.ktor.client.call.body
import io.ktor.client.plugins.ResponseException
import io.ktor.client.request.bearerAuth
import io.ktor.client.request.get
import io.ktor.client.request.header
import io.ktor.http.HttpStatusCode
import kotlinx.serialization.Serializable

@Serializable
data class Listing(val id: String, val address: String, val price: Long)

@Serializable
data class BackendError(val error: String, val requestId: String? = null)

class MaintenanceModeException : Exception("Harborline backend in maintenance")

/** Harborline's own API. The gateway expects the Cognito sub in X-User-Id. */
class HarborBackendApi(
    private val client: HttpClient,
    private val tokenProvider: suspend () -> String,
    private val userId: () -> String,
) {
    private val base = "${BuildKonfig.BACKEND_URL}/v1"

    suspend fun myListings(): List<Listing> = guarded {
        client.get("$base/listings/mine") {
            bearerAuth(tokenProvider())
            header("X-User-Id", userId())
        }.body()
    }

    private suspend inline fun <T> guarded(block: () -> T): T =
        try {
            block()
        } catch (e: ResponseException) {
            if (e.response.status == HttpStatusCode.ServiceUnavailable) throw MaintenanceModeException()
            if (e.response.status == HttpStatusCode.NotFound) throw NoSuchElementException(e.response.body<BackendError>().error)
            throw e
        }
}
