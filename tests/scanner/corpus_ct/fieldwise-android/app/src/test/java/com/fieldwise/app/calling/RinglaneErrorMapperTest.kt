package com.fieldwise.app.calling

import okhttp3.MediaType.Companion.toMediaType
import okhttp3.ResponseBody.Companion.toResponseBody
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test
import retrofit2.HttpException
import retrofit2.Response

class RinglaneErrorMapperTest {

    private fun httpError(code: Int, json: String) =
        HttpException(Response.error<Unit>(code, json.toResponseBody("application/json".toMediaType())))

    @Test
    fun `503 maps to CallingDisabled`() {
        assertEquals(CallingError.CallingDisabled, RinglaneErrorMapper.map(httpError(503, "{}")))
    }

    @Test
    fun `502 is treated as login provider outage`() {
        assertEquals(CallingError.LoginProviderDown, RinglaneErrorMapper.map(httpError(502, "{}")))
    }

    @Test
    fun `404 with unknown user maps to UnknownAgent`() {
        val e = httpError(404, """{"error":"User not found","details":[]}""")
        assertEquals(CallingError.UnknownAgent, RinglaneErrorMapper.map(e))
    }

    @Test
    fun `400 with details gives field errors`() {
        val e = httpError(400, """{"error":"invalid","details":[{"path":"phones.0","message":"not E.164"}]}""")
        val mapped = RinglaneErrorMapper.map(e)
        assertTrue(mapped is CallingError.Validation)
        assertEquals("not E.164", (mapped as CallingError.Validation).fields["phones.0"])
    }
}
