package com.harbourline.events.ringcast

import io.micronaut.http.HttpStatus
import io.micronaut.http.client.exceptions.HttpClientResponseException
import jakarta.inject.Singleton
import org.slf4j.LoggerFactory

@Singleton
class ContactListService(private val api: RingcastApi) {

    private val log = LoggerFactory.getLogger(javaClass)

    suspend fun removeAfterConversion(listId: String, contactId: String, ownerIdpId: String) {
        try {
            api.removeContact(listId, contactId, ownerIdpId)
        } catch (e: HttpClientResponseException) {
            val body = e.response.getBody(Map::class.java).orElse(emptyMap<String, Any>())
            val msg = body["error"] as? String
            when {
                e.status == HttpStatus.NOT_FOUND && msg == "contact list not found" ->
                    log.info("List {} already gone in Ringcast", listId)
                e.status.code == 503 ->
                    log.warn("Ringcast public API is disabled, conversion {} queued", contactId)
                else -> throw e
            }
        }
    }
}
