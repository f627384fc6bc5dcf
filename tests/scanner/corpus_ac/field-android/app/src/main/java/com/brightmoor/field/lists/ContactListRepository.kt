package com.brightmoor.field.lists

import com.brightmoor.field.auth.Session
import com.brightmoor.field.net.RinglaneErrors
import com.brightmoor.field.net.RinglaneHttp
import io.ktor.client.call.body
import io.ktor.client.request.get
import io.ktor.client.request.header
import io.ktor.client.request.post
import io.ktor.client.request.setBody
import io.ktor.client.statement.HttpResponse
import io.ktor.http.isSuccess
import kotlinx.serialization.Serializable

@Serializable
data class ContactList(val id: String, val name: String, val size: Int)

@Serializable
private data class ListsPage(val data: List<ContactList>)

@Serializable
private data class AppendBody(val phones: List<String>)

class ContactListRepository(private val session: Session) {
    private val http = RinglaneHttp.client

    suspend fun lists(): Result<List<ContactList>> = runCatching {
        val res = http.get("contact-lists") {
            header("X-User-Email", session.email)
        }
        check(res)
        res.body<ListsPage>().data
    }

    suspend fun append(listId: String, phones: List<String>): Result<Unit> = runCatching {
        val res = http.post("contact-lists/$listId/contacts") {
            header("X-User-Id", session.oktaUserId)
            setBody(AppendBody(phones))
        }
        check(res)
    }

    private suspend fun check(res: HttpResponse) {
        if (!res.status.isSuccess()) throw RinglaneErrors.from(res)
    }
}
