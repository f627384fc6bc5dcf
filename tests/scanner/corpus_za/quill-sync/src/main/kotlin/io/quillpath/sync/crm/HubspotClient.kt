package io.quillpath.sync.crm

import io.ktor.client.HttpClient
import io.ktor.client.call.body
import io.ktor.client.request.bearerAuth
import io.ktor.client.request.get
import io.ktor.client.request.parameter
import io.ktor.http.HttpStatusCode
import kotlinx.serialization.Serializable

@Serializable
data class HubspotList(val listId: String, val name: String)

@Serializable
data class HubspotError(val status: String, val message: String, val category: String? = null)

class HubspotClient(private val http: HttpClient, private val token: String) {
    suspend fun contactLists(): List<HubspotList> {
        val resp = http.get("https://api.hubapi.com/crm/v3/lists/search") {
            bearerAuth(token)
            parameter("count", 100)
        }
        return when (resp.status) {
            HttpStatusCode.OK -> resp.body<Map<String, List<HubspotList>>>()["lists"].orEmpty()
            HttpStatusCode.NotFound -> emptyList()
            HttpStatusCode.BadGateway, HttpStatusCode.ServiceUnavailable -> error("HubSpot unavailable")
            else -> error(resp.body<HubspotError>().message)
        }
    }
}
