package com.brightcart.salescompanion.data.ringlane

import com.squareup.moshi.Moshi
import okhttp3.MediaType.Companion.toMediaType
import okhttp3.ResponseBody.Companion.toResponseBody
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.params.ParameterizedTest
import org.junit.jupiter.params.provider.CsvSource
import retrofit2.HttpException
import retrofit2.Response

class RinglaneErrorMapperTest {
    private val mapper = RinglaneErrorMapper(Moshi.Builder().build())

    @ParameterizedTest(name = "HTTP {0} maps to {1}")
    @CsvSource("502,TryAgain", "503,Disabled", "429,TryAgain")
    fun `status mapping`(code: Int, expected: String) {
        val body = "{}".toResponseBody("application/json".toMediaType())
        val failure = mapper.map(HttpException(Response.error<Unit>(code, body)))
        assertEquals(expected, failure::class.simpleName)
    }
}
