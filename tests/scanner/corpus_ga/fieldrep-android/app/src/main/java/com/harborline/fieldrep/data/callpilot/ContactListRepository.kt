package com.harborline.fieldrep.data.callpilot

import com.harborline.fieldrep.data.callpilot.model.AppendContactsRequest
import com.harborline.fieldrep.data.callpilot.model.ContactListDto
import com.harborline.fieldrep.data.callpilot.model.CreateContactListRequest
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.withContext
import retrofit2.HttpException
import timber.log.Timber
import javax.inject.Inject
import javax.inject.Singleton

@Singleton
class ContactListRepository @Inject constructor(
    private val api: CallPilotApi,
    private val errors: CallPilotErrorMapper,
) {
    suspend fun myLists(): Result<List<ContactListDto>> = call { api.listContactLists().items }

    suspend fun createForTerritory(name: String, phones: List<String>): Result<ContactListDto> = call {
        val list = api.createContactList(CreateContactListRequest(name = name))
        if (phones.isNotEmpty()) api.appendContacts(list.id, AppendContactsRequest(phones))
        list
    }

    suspend fun removePhone(listId: String, phone: String): Result<Unit> = call {
        val resp = api.removeContact(listId, phone)
        if (!resp.isSuccessful && resp.code() != 404) throw HttpException(resp)
    }

    private suspend fun <T> call(block: suspend () -> T): Result<T> = withContext(Dispatchers.IO) {
        try {
            Result.success(block())
        } catch (e: HttpException) {
            val mapped = errors.map(e)
            Timber.w(mapped, "CallPilot call failed with %d", e.code())
            Result.failure(mapped)
        }
    }
}
