package com.harborline.fieldcall

import com.harborline.fieldcall.net.dialwave.DialwaveErrorMapper
import com.harborline.fieldcall.net.dialwave.DialwaveFailure
import okhttp3.ResponseBody.Companion.toResponseBody
import org.junit.Assert.assertTrue
import org.junit.Test
import retrofit2.Response

class DialwaveErrorMapperTest {

    @Test
    fun `502 maps to transient`() {
        val resp = Response.error<Unit>(502, "{}".toResponseBody())
        assertTrue(DialwaveErrorMapper.map(resp) is DialwaveFailure.Transient)
    }

    @Test
    fun `503 maps to api disabled`() {
        val resp = Response.error<Unit>(503, "{}".toResponseBody())
        assertTrue(DialwaveErrorMapper.map(resp) is DialwaveFailure.ApiDisabled)
    }

    @Test
    fun `unknown 404 is not treated as missing agent`() {
        val resp = Response.error<Unit>(404, "{}".toResponseBody())
        assertTrue(DialwaveErrorMapper.map(resp) is DialwaveFailure.Other)
    }
}
