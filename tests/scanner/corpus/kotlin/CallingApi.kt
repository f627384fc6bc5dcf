package com.acme.dialer.api

import retrofit2.http.Body
import retrofit2.http.Headers
import retrofit2.http.PATCH
import retrofit2.http.Path

/** Retrofit definition of the legacy calling API (v1 paths, acting user header). */
interface CallingApi {
    @PATCH("api/public/v1/contact-lists/{id}")
    @Headers("x-user-email: ops@acme.io")
    suspend fun rename(@Path("id") id: Long, @Body body: RenameBody): ListDto
}

data class RenameBody(val name: String)
data class ListDto(val id: Long, val name: String, val groupName: String?)
