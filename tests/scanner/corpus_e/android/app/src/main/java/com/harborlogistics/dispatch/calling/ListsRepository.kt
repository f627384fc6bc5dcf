package com.harborlogistics.dispatch.calling

import com.squareup.moshi.JsonClass
import com.squareup.moshi.Moshi
import retrofit2.Response
import javax.inject.Inject

@JsonClass(generateAdapter = true)
data class HarborVoiceError(val error: String, val details: List<Map<String, String>>? = null)

sealed class ListsResult<out T> {
    data class Ok<T>(val value: T) : ListsResult<T>()
    object DriverNotLinked : ListsResult<Nothing>()
    object TryLater : ListsResult<Nothing>()
    object VoiceDisabled : ListsResult<Nothing>()
    data class Failed(val message: String) : ListsResult<Nothing>()
}

class ListsRepository @Inject constructor(
    private val api: CallingApi,
    moshi: Moshi,
) {
    private val errorAdapter = moshi.adapter(HarborVoiceError::class.java)

    suspend fun todaysLists(): ListsResult<List<ContactListDto>> = handle(api.lists())

    suspend fun addRouteStops(routeName: String, phones: List<String>): ListsResult<ContactListDto> =
        handle(api.createList(CreateListWithContacts(routeName, phones.map { PhoneContact(it) })))

    private fun <T> handle(response: Response<T>): ListsResult<T> {
        if (response.isSuccessful) return ListsResult.Ok(response.body()!!)

        val parsed = response.errorBody()?.string()?.let { runCatching { errorAdapter.fromJson(it) }.getOrNull() }
        return when (response.code()) {
            404 -> if (parsed?.error == "user not found") ListsResult.DriverNotLinked else ListsResult.Failed(parsed?.error ?: "not found")
            502 -> ListsResult.TryLater
            503 -> ListsResult.VoiceDisabled
            else -> ListsResult.Failed(parsed?.error ?: "HTTP ${response.code()}")
        }
    }
}
