package com.northpeak.dialer.ringcast

import com.fasterxml.jackson.module.kotlin.jacksonObjectMapper
import okhttp3.MediaType.Companion.toMediaType
import okhttp3.ResponseBody.Companion.toResponseBody
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import retrofit2.Response

class RingcastErrorMapperTest {
    private val mapper = RingcastErrorMapper(jacksonObjectMapper())
    private val json = "application/json".toMediaType()

    private fun err(code: Int, body: String) = Response.error<Any>(code, body.toResponseBody(json))

    @Test
    fun `404 with user not found maps to UnknownUser`() {
        val ex = mapper.toException(err(404, """{"error":"user not found"}"""))
        assertTrue(ex is RingcastException.UnknownUser)
    }

    @Test
    fun `404 otherwise maps to ListNotFound`() {
        val ex = mapper.toException(err(404, """{"error":"contact list not found"}"""))
        assertTrue(ex is RingcastException.ListNotFound)
    }

    @Test
    fun `502 maps to IdentityProviderDown`() {
        assertTrue(mapper.toException(err(502, "{}")) is RingcastException.IdentityProviderDown)
    }

    @Test
    fun `503 maps to ApiDisabled`() {
        assertTrue(mapper.toException(err(503, "{}")) is RingcastException.ApiDisabled)
    }
}
