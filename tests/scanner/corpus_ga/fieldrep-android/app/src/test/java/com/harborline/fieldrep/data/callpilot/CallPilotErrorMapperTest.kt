package com.harborline.fieldrep.data.callpilot

import com.squareup.moshi.Moshi
import com.squareup.moshi.kotlin.reflect.KotlinJsonAdapterFactory
import okhttp3.MediaType.Companion.toMediaType
import okhttp3.ResponseBody.Companion.toResponseBody
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test
import retrofit2.HttpException
import retrofit2.Response

class CallPilotErrorMapperTest {

    private val mapper = CallPilotErrorMapper(Moshi.Builder().add(KotlinJsonAdapterFactory()).build())

    private fun http(code: Int, json: String) =
        HttpException(Response.error<Any>(code, json.toResponseBody("application/json".toMediaType())))

    @Test
    fun `502 maps to identity provider down`() {
        assertEquals(CallPilotError.IdentityProviderDown, mapper.map(http(502, """{"error":"upstream"}""")))
    }

    @Test
    fun `503 maps to api disabled`() {
        assertEquals(CallPilotError.ApiDisabled, mapper.map(http(503, """{"error":"disabled"}""")))
    }

    @Test
    fun `404 with unknown rep is not a missing list`() {
        val err = mapper.map(http(404, """{"error":"User not found"}"""))
        assertTrue(err is CallPilotError.RepNotProvisioned)
    }

    @Test
    fun `429 is rate limited`() {
        assertEquals(CallPilotError.RateLimited, mapper.map(http(429, """{"error":"slow down"}""")))
    }
}
