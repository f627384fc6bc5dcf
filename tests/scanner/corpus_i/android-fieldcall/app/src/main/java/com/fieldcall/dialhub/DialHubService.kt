package com.fieldcall.dialhub

import retrofit2.Response
import retrofit2.http.*
import com.squareup.moshi.JsonClass
import com.squareup.moshi.Moshi

interface DialHubService {
    @GET("contact-lists")
    suspend fun lists(@Query("page") page: Int = 1): Response<List<ContactListDto>>

    @PATCH("contact-lists/{id}")
    suspend fun renameList(@Path("id") id: Int, @Body body: RenameBody): Response<ContactListDto>

    @Headers("X-User-Id: service-account")
    @GET("calls/{sid}")
    suspend fun call(@Path("sid") sid: String): Response<CallDto>
}

data class RenameBody(val name: String?, val groupName: String?)



sealed class DialHubResult<out T> {
    data class Ok<T>(val value: T) : DialHubResult<T>()
    object UserNotFound : DialHubResult<Nothing>()
    object TryLater : DialHubResult<Nothing>()
    object Disabled : DialHubResult<Nothing>()
    data class Failed(val message: String) : DialHubResult<Nothing>()
}

@JsonClass(generateAdapter = true)
data class DialHubError(val error: String, val details: List<Map<String, String>>? = null)

private val adapter = Moshi.Builder().build().adapter(DialHubError::class.java)

fun <T> Response<T>.toResult(): DialHubResult<T> = when (code()) {
    in 200..299 -> DialHubResult.Ok(body()!!)
    404 -> DialHubResult.UserNotFound
    502 -> DialHubResult.TryLater
    503 -> DialHubResult.Disabled
    else -> {
        val parsed = errorBody()?.string()?.let { adapter.fromJson(it) }
        DialHubResult.Failed(parsed?.error ?: "HTTP ${code()}")
    }
}
