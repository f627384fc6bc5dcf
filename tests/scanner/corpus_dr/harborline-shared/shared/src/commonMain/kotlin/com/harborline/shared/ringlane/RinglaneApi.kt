package com.harborline.shared.ringlane

import io.ktor.client.HttpClient
import io.ktor.client.call.body
import io.ktor.client.plugins.ResponseException
import io.ktor.client.request.delete
import io.ktor.client.request.get
import io.ktor.client.request.patch
import io.ktor.client.request.post
import io.ktor.client.request.setBody
import io.ktor.http.encodeURLPathPart
import kotlinx.serialization.SerialName
import kotlinx.serialization.Serializable

@Serializable
data class ContactListDto(
    val id: String,
    val name: String,
    @SerialName("contact_count") val contactCount: Int = 0,
)

@Serializable
private data class ContactListsEnvelope(@SerialName("contact_lists") val contactLists: List<ContactListDto>)

@Serializable
private data class ContactListBody(val name: String)

@Serializable
private data class AppendContactsBody(val contacts: List<PhoneContact>)

@Serializable
private data class PhoneContact(val phone: String)

@Serializable
data class CallDto(val id: String, val status: String)

class RinglaneApi(private val client: HttpClient) {

    suspend fun contactLists(): List<ContactListDto> = call {
        client.get("contact-lists").body<ContactListsEnvelope>().contactLists
    }

    suspend fun contactList(id: String): ContactListDto = call { client.get("contact-lists/$id").body() }

    suspend fun createContactList(name: String): ContactListDto = call {
        client.post("contact-lists") { setBody(ContactListBody(name)) }.body()
    }

    suspend fun renameContactList(id: String, name: String): ContactListDto = call {
        client.patch("contact-lists/$id") { setBody(ContactListBody(name)) }.body()
    }

    suspend fun deleteContactList(id: String) = call { client.delete("contact-lists/$id"); Unit }

    suspend fun addContacts(listId: String, phones: List<String>) = call {
        client.post("contact-lists/$listId/contacts") { setBody(AppendContactsBody(phones.map(::PhoneContact))) }
        Unit
    }

    suspend fun removeContact(listId: String, phone: String) = call {
        client.delete("contact-lists/$listId/contacts/${phone.encodeURLPathPart()}")
        Unit
    }

    suspend fun startCall(to: String, listId: String?): CallDto = call {
        client.post("calls") { setBody(mapOf("to" to to, "contact_list_id" to listId)) }.body()
    }

    private suspend inline fun <T> call(block: () -> T): T =
        try {
            block()
        } catch (e: ResponseException) {
            throw e.toRinglaneFailure()
        }
}
