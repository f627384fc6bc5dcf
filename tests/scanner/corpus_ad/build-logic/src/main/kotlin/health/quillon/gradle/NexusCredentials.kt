package health.quillon.gradle

import java.net.URI
import java.net.http.HttpClient
import java.net.http.HttpRequest
import java.net.http.HttpResponse

/** Fetches short-lived publishing tokens from the internal token vending API (API Gateway). */
object NexusCredentials {
    private const val VENDING_URL = "https://tokens.build.quillon.health/v1/nexus"

    fun fetch(gatewayKey: String): String {
        val req = HttpRequest.newBuilder(URI.create(VENDING_URL))
            .header("x-api-key", gatewayKey)
            .GET()
            .build()
        val resp = HttpClient.newHttpClient().send(req, HttpResponse.BodyHandlers.ofString())
        if (resp.statusCode() == 503) error("token vending API under maintenance")
        return resp.body()
    }
}
