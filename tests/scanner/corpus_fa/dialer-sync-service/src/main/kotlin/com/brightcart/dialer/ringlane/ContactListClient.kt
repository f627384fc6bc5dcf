package com.brightcart.dialer.ringlane

import kotlinx.coroutines.reactor.awaitSingle
import org.springframework.beans.factory.annotation.Qualifier
import org.springframework.stereotype.Component
import org.springframework.web.reactive.function.client.WebClient
import org.springframework.web.reactive.function.client.awaitBody
import org.springframework.web.reactive.function.client.awaitExchange
import org.springframework.web.reactive.function.client.bodyToMono

data class ContactList(val id: String, val name: String, val contactCount: Int = 0)
data class CreateContactList(val name: String, val description: String? = null)
data class AppendContacts(val phones: List<String>)
data class ContactListPage(val data: List<ContactList>, val nextCursor: String?)
data class ContactPage(val data: List<Map<String, Any?>>, val nextCursor: String?)

@Component
class ContactListClient(
    @Qualifier("ringlaneWebClient") private val webClient: WebClient,
    private val errors: RinglaneErrorDecoder,
) {
    suspend fun listAll(cursor: String? = null): ContactListPage =
        webClient.get()
            .uri { it.path("/contact-lists").queryParamIfPresent("cursor", java.util.Optional.ofNullable(cursor)).build() }
            .awaitExchange { resp ->
                if (resp.statusCode().is2xxSuccessful) resp.awaitBody() else throw errors.decode(resp)
            }

    suspend fun create(req: CreateContactList): ContactList =
        webClient.post()
            .uri(CONTACT_LISTS)
            .bodyValue(req)
            .awaitExchange { resp ->
                if (resp.statusCode().is2xxSuccessful) resp.awaitBody() else throw errors.decode(resp)
            }

    suspend fun get(id: String): ContactList =
        webClient.get()
            .uri("/contact-lists/{id}", id)
            .awaitExchange { resp ->
                if (resp.statusCode().is2xxSuccessful) resp.awaitBody() else throw errors.decode(resp, id)
            }

    suspend fun rename(id: String, name: String): ContactList =
        webClient.patch()
            .uri("/contact-lists/{listId}", id)
            .bodyValue(mapOf("name" to name))
            .retrieve()
            .bodyToMono<ContactList>()
            .awaitSingle()

    suspend fun delete(id: String) {
        webClient.delete()
            .uri("$CONTACT_LISTS/{id}", id)
            .awaitExchange { resp -> if (!resp.statusCode().is2xxSuccessful) throw errors.decode(resp, id) }
    }

    suspend fun appendContacts(id: String, phones: List<String>) {
        webClient.post()
            .uri("/contact-lists/{id}/contacts", id)
            .bodyValue(AppendContacts(phones))
            .awaitExchange { resp -> if (!resp.statusCode().is2xxSuccessful) throw errors.decode(resp, id) }
    }

    suspend fun contactsOf(id: String, cursor: String?): ContactPage =
        webClient.get()
            .uri("/contact-lists/{id}/contacts?cursor={c}", id, cursor.orEmpty())
            .retrieve()
            .bodyToMono<ContactPage>()
            .awaitSingle()

    suspend fun removeContact(id: String, phone: String) {
        webClient.delete()
            .uri("/contact-lists/{id}/contacts/{phone}", id, phone)
            .awaitExchange { resp -> if (!resp.statusCode().is2xxSuccessful) throw errors.decode(resp, id) }
    }

    companion object {
        private const val CONTACT_LISTS = "/contact-lists"
    }
}
