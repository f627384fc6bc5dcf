package com.harborpike.field.calling

import com.google.common.truth.Truth.assertThat
import com.squareup.moshi.Moshi
import com.squareup.moshi.kotlin.reflect.KotlinJsonAdapterFactory
import okhttp3.MediaType.Companion.toMediaType
import okhttp3.ResponseBody.Companion.toResponseBody
import org.junit.Test
import retrofit2.HttpException
import retrofit2.Response

class RinglaneErrorMapperTest {

    private val mapper = RinglaneErrorMapper(Moshi.Builder().add(KotlinJsonAdapterFactory()).build())

    private fun http(code: Int, json: String) =
        HttpException(Response.error<Any>(code, json.toResponseBody("application/json".toMediaType())))

    @Test fun `404 user not found maps to RepNotProvisioned`() {
        val failure = mapper.map(http(404, """{"error":"user not found"}"""), email = "x@harborpike.com")
        assertThat(failure).isInstanceOf(RinglaneFailure.RepNotProvisioned::class.java)
    }

    @Test fun `404 other maps to ListNotFound`() {
        val failure = mapper.map(http(404, """{"error":"contact list not found"}"""), listId = "cl_9")
        assertThat(failure).isInstanceOf(RinglaneFailure.ListNotFound::class.java)
    }

    @Test fun `502 is identity provider down`() {
        assertThat(mapper.map(http(502, "{}"))).isInstanceOf(RinglaneFailure.IdentityProviderDown::class.java)
    }

    @Test fun `503 is api disabled`() {
        assertThat(mapper.map(http(503, "{}"))).isInstanceOf(RinglaneFailure.ApiDisabled::class.java)
    }

    @Test fun `validation details are joined`() {
        val failure = mapper.map(http(422, """{"error":"invalid","details":[{"path":"phones[0]","message":"not E.164"}]}"""))
        assertThat(failure.message).contains("phones[0]: not E.164")
    }
}
