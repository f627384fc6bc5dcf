package com.northwind.crmsync.hubspot

import org.springframework.beans.factory.annotation.Value
import org.springframework.stereotype.Component
import org.springframework.web.client.HttpServerErrorException
import org.springframework.web.client.RestClient

@Component
class HubspotClient(@Value("\${hubspot.token}") token: String) {
    private val rest = RestClient.builder()
        .baseUrl("https://api.hubapi.com")
        .defaultHeader("Authorization", "Bearer $token")
        .build()

    fun contactLists(): Map<*, *>? = retrying {
        rest.get().uri("/contacts/v1/lists?count=250").retrieve().body(Map::class.java)
    }

    fun upsertContact(email: String, props: Map<String, Any?>) = retrying {
        rest.post().uri("/crm/v3/objects/contacts").body(mapOf("properties" to props + ("email" to email)))
            .retrieve().toBodilessEntity()
    }

    private fun <T> retrying(block: () -> T): T {
        var attempt = 0
        while (true) {
            try {
                return block()
            } catch (e: HttpServerErrorException) {
                if (e.statusCode.value() !in listOf(502, 503, 504) || ++attempt > 3) throw e
                Thread.sleep(1000L * attempt)
            }
        }
    }
}
