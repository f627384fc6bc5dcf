package com.acme.dialer.lists

import okhttp3.MediaType.Companion.toMediaType
import okhttp3.OkHttpClient
import okhttp3.Request
import okhttp3.RequestBody.Companion.toRequestBody

private const val apiVersion = "v1"

class ListsRepository(private val host: String, private val key: String) {
    private val client = OkHttpClient()
    private val base = "$host/api/public/$apiVersion"

    data class CallingError(val error: String, val details: List<Map<String, String>>? = null)

    fun rename(listId: Long, name: String, actingUser: String): String? {
        val body = """{"name": "$name"}""".toRequestBody("application/json".toMediaType())
        val request = Request.Builder()
            .url("$base/contact-lists/$listId")
            .patch(body)
            .header("Authorization", "Bearer $key")
            .header("x-user-email", actingUser)
            .build()
        client.newCall(request).execute().use { response ->
            if (response.code == 404) {
                // user not found in the identity provider
                return null
            }
            return response.body?.string()
        }
    }
}
