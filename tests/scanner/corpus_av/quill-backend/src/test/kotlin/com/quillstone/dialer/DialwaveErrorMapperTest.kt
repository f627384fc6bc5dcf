package com.quillstone.dialer

import com.quillstone.dialer.dialwave.DialwaveErrorMapper
import com.quillstone.dialer.dialwave.DialwaveException
import okhttp3.ResponseBody.Companion.toResponseBody
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import retrofit2.Response

class DialwaveErrorMapperTest {
    private fun resp(code: Int, body: String) = Response.error<Unit>(code, body.toResponseBody())

    @Test
    fun `maps 502 to IdentityProviderDown`() {
        assertTrue(DialwaveErrorMapper.toException(resp(502, fixture("idp_down.json"))) is DialwaveException.IdentityProviderDown)
    }

    @Test
    fun `maps 503 to ApiDisabled`() {
        assertTrue(DialwaveErrorMapper.toException(resp(503, fixture("disabled.json"))) is DialwaveException.ApiDisabled)
    }

    @Test
    fun `404 with unknown user becomes ActingUserUnknown`() {
        assertTrue(DialwaveErrorMapper.toException(resp(404, fixture("no_user.json"))) is DialwaveException.ActingUserUnknown)
    }
}
