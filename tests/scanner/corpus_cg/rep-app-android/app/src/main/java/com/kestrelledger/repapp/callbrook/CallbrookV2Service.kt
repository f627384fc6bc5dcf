package com.kestrelledger.repapp.callbrook

import retrofit2.http.Body
import retrofit2.http.GET
import retrofit2.http.POST
import retrofit2.http.Path

interface CallbrookV2Service {
    @GET("audiences")
    suspend fun audiences(): AudiencesResponse

    @POST("audiences/{id}/members")
    suspend fun addMembers(@Path("id") audienceId: String, @Body body: MembersBody)
}

data class AudienceDto(val id: String, val name: String, val memberCount: Int)
data class AudiencesResponse(val items: List<AudienceDto>)
data class MembersBody(val members: List<Map<String, String>>)
data class V2Error(val error: V2ErrorDetail)
data class V2ErrorDetail(val code: String, val message: String)
