package com.fieldwise.app.calling

import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.withContext
import retrofit2.HttpException
import javax.inject.Inject
import javax.inject.Singleton

@Singleton
class ContactListRepository @Inject constructor(
    private val api: RinglaneApi,
) {
    suspend fun lists(): Result<List<ContactListDto>> = call { api.listContactLists().data }

    suspend fun create(name: String, phones: List<String>) = call { api.createContactList(CreateContactListRequest(name, phones)) }

    suspend fun addPhones(listId: String, phones: List<String>) = call {
        api.appendContacts(listId, AppendContactsRequest(phones.map(::normalise)))
    }

    suspend fun removePhone(listId: String, phone: String) = call {
        val res = api.removeContact(listId, normalise(phone))
        if (!res.isSuccessful) throw HttpException(res)
    }

    private fun normalise(phone: String) = phone.filter { it.isDigit() || it == '+' }

    private suspend fun <T> call(block: suspend () -> T): Result<T> = withContext(Dispatchers.IO) {
        try {
            Result.success(block())
        } catch (e: HttpException) {
            Result.failure(RinglaneErrorMapper.map(e))
        }
    }
}
