package com.harborly.billing.dialwise

import retrofit2.Response
import retrofit2.http.GET
import retrofit2.http.Path
import retrofit2.http.Query

/** Subset of the Dialwise public API used to reconcile seat and minute usage for invoicing. */
interface DialwiseApi {
    @GET("usage/minutes")
    suspend fun minutes(@Query("from") from: String, @Query("to") to: String): Response<MinutesUsage>

    @GET("seats")
    suspend fun seats(): Response<List<Seat>>

    @GET("contact-lists")
    suspend fun contactLists(@Query("owner") owner: String? = null): Response<List<ContactListSummary>>

    @GET("contact-lists/{id}")
    suspend fun contactList(@Path("id") id: String): Response<ContactListSummary>
}

data class MinutesUsage(val inbound: Long, val outbound: Long, val byUser: Map<String, Long>)
data class Seat(val userEmail: String, val plan: String, val activeSince: String)
data class ContactListSummary(val id: String, val name: String, val contactCount: Int)
