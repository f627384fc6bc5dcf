package com.tidewell.renewals.callvance.v2

import io.micronaut.http.annotation.Body
import io.micronaut.http.annotation.Get
import io.micronaut.http.annotation.Header
import io.micronaut.http.annotation.PathVariable
import io.micronaut.http.annotation.Post
import io.micronaut.http.client.annotation.Client
import io.micronaut.serde.annotation.Serdeable

/**
 * Callvance v2 (audiences). New code should use this; CallvanceApi is being phased out.
 * Auth is a per-integration token, no acting-user header.
 */
@Client(id = "callvance-v2")
@Header(name = "Authorization", value = "Bearer \${callvance.v2.token}")
interface CallvanceV2Client {

    @Get("/audiences/{id}")
    fun audience(@PathVariable id: String): Audience

    @Post("/audiences/{id}/members")
    fun addMembers(@PathVariable id: String, @Body body: MembersRequest): MembersResult
}

@Serdeable
data class Audience(val id: String, val name: String, val memberCount: Int)

@Serdeable
data class MembersRequest(val members: List<Member>)

@Serdeable
data class Member(val phoneNumber: String, val displayName: String?)

@Serdeable
data class MembersResult(val accepted: Int)

@Serdeable
data class V2Error(val error: V2ErrorBody)

@Serdeable
data class V2ErrorBody(val code: String, val message: String, val requestId: String?)
