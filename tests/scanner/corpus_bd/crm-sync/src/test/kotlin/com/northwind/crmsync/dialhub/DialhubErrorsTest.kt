package com.northwind.crmsync.dialhub

import com.fasterxml.jackson.module.kotlin.jacksonObjectMapper
import okhttp3.ResponseBody.Companion.toResponseBody
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import retrofit2.HttpException
import retrofit2.Response

class DialhubErrorsTest {
    private val mapper = jacksonObjectMapper()

    private fun http(code: Int, body: String) =
        HttpException(Response.error<Any>(code, body.toResponseBody()))

    @Test
    fun `502 maps to transient`() {
        assertTrue(http(502, "{}").toDialhubFailure(mapper) is DialhubFailure.Transient)
    }

    @Test
    fun `503 maps to disabled`() {
        assertTrue(http(503, "{}").toDialhubFailure(mapper) is DialhubFailure.Disabled)
    }

    @Test
    fun `404 without user message is other`() {
        assertTrue(http(404, "{}").toDialhubFailure(mapper) is DialhubFailure.Other)
    }
}
