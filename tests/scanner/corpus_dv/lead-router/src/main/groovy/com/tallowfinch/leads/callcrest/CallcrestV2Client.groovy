package com.tallowfinch.leads.callcrest

import io.micronaut.http.annotation.Get
import io.micronaut.http.annotation.Header
import io.micronaut.http.annotation.PathVariable
import io.micronaut.http.client.annotation.Client

/**
 * New Callcrest v2 API (pilot: call recordings only). Errors come back as
 * {"error": {"code": "...", "message": "..."}} - read error.code, not the string.
 */
@Client(id = "callcrest-v2")
@Header(name = "Authorization", value = 'Bearer ${callcrest.v2-token}')
interface CallcrestV2Client {

    @Get("/calls/{callId}/recording")
    Map recording(@PathVariable String callId)
}
