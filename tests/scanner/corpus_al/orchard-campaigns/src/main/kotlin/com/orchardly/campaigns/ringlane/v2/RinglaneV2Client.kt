package com.orchardly.campaigns.ringlane.v2

import com.fasterxml.jackson.databind.JsonNode
import com.fasterxml.jackson.databind.ObjectMapper
import org.springframework.beans.factory.annotation.Value
import org.springframework.stereotype.Component
import java.net.URI
import java.net.http.HttpClient
import java.net.http.HttpRequest
import java.net.http.HttpResponse

/** Already on v2 (audiences replace contact lists). New code goes here. */
@Component
class RinglaneV2Client(
    @Value("\${ringlane-v2.base-url:https://api.ringlane.com/api/public/v2/}") private val baseUrl: String,
    @Value("\${ringlane-v2.api-key}") private val apiKey: String,
    private val mapper: ObjectMapper,
) {
    private val http = HttpClient.newHttpClient()

    fun audience(id: String): JsonNode {
        val req = HttpRequest.newBuilder(URI.create("${baseUrl}audiences/$id"))
            .header("Authorization", "Bearer $apiKey")
            .GET().build()
        val resp = http.send(req, HttpResponse.BodyHandlers.ofString())
        val json = mapper.readTree(resp.body())
        if (resp.statusCode() >= 400) {
            val code = json.path("error").path("code").asText()
            if (code == "audience_not_found") throw NoSuchElementException(id)
            throw IllegalStateException("ringlane v2 error $code: ${json.path("error").path("message").asText()}")
        }
        return json
    }
}
