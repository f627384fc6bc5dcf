package com.fieldnest.shared.backend

import com.fieldnest.shared.BuildKonfig
import com.fieldnest.shared.net.backendHttpClient
import io.ktor.client.HttpClient
import io.ktor.client.call.body
import io.ktor.client.request.bearerAuth
import io.ktor.client.request.get
import io.ktor.client.request.header
import io.ktor.client.request.post
import io.ktor.client.request.setBody
import io.ktor.http.ContentType
import io.ktor.http.HttpStatusCode
import io.ktor.http.contentType
import kotlinx.serialization.Serializable

@Serializable
data class Visit(val id: String, val accountName: String, val startsAt: String)

@Serializable
private data class BackendError(val error: String)

class BackendException(val status: Int, message: String) : Exception(message)

/** FieldNest's own API (app.fieldnest.com). */
class AppBackendApi(
    private val session: SessionProvider,
    private val client: HttpClient = backendHttpClient(),
    private val base: String = BuildKonfig.APP_API_BASE,
) {
    suspend fun todaysVisits(): List<Visit> {
        val res = client.get("$base/v1/visits") {
            bearerAuth(session.idToken())
            header("X-User-Id", session.userId)
        }
        return when (res.status) {
            HttpStatusCode.OK -> res.body()
            HttpStatusCode.NotFound -> emptyList()
            else -> throw BackendException(res.status.value, res.body<BackendError>().error)
        }
    }

    suspend fun logDeviceToken(fcmToken: String) {
        client.post("$base/v1/devices") {
            bearerAuth(session.idToken())
            header("X-User-Id", session.userId)
            contentType(ContentType.Application.Json)
            setBody(mapOf("fcm_token" to fcmToken))
        }
    }
}

interface SessionProvider {
    val userId: String
    suspend fun idToken(): String
}
