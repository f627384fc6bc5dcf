package com.harbourline.fieldsales.ringcast

import okhttp3.ResponseBody.Companion.toResponseBody
import org.junit.Assert.assertEquals
import org.junit.Test
import retrofit2.Response

class RingcastErrorsTest {

    private fun err(code: Int, body: String) =
        Response.error<Unit>(code, body.toResponseBody(null))

    @Test
    fun `maps 502 to try again`() {
        assertEquals(RingcastError.TryAgainLater, err(502, "{}").toRingcastError())
    }

    @Test
    fun `maps 404 unknown user`() {
        assertEquals(RingcastError.NotProvisioned, err(404, "{\"error\":\"User not found\"}").toRingcastError())
    }
}
