package com.harborpike.field.calling

import com.harborpike.field.calling.model.AppendContactsRequest
import com.harborpike.field.calling.model.ContactListDto
import com.harborpike.field.calling.model.CreateContactListRequest
import kotlinx.coroutines.delay
import retrofit2.HttpException
import javax.inject.Inject
import javax.inject.Singleton

@Singleton
class ContactListRepository @Inject constructor(
    private val api: RinglaneApi,
    private val errors: RinglaneErrorMapper,
) {
    // SSO hiccups on Ringlane's side surface as 502 and clear up within seconds
    private val transientStatuses = setOf(429, 502)

    suspend fun lists(): Result<List<ContactListDto>> = call { api.listContactLists() }

    suspend fun createFromRoute(name: String, phones: List<String>): Result<ContactListDto> =
        call { api.createContactList(CreateContactListRequest(name, phones)) }

    suspend fun addStops(listId: String, phones: List<String>): Result<ContactListDto> =
        call(listId) { api.appendContacts(listId, AppendContactsRequest(phones)) }

    suspend fun removeStop(listId: String, phone: String): Result<Unit> =
        call(listId) { api.removeContact(listId, phone); Unit }

    private suspend fun <T> call(listId: String? = null, block: suspend () -> T): Result<T> {
        var attempt = 0
        while (true) {
            try {
                return Result.success(block())
            } catch (e: HttpException) {
                if (e.code() in transientStatuses && attempt < 2) {
                    attempt++
                    delay(500L * attempt)
                    continue
                }
                return Result.failure(errors.map(e, listId))
            }
        }
    }
}
