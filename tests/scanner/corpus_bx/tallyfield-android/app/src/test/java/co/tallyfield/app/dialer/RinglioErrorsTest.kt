package co.tallyfield.app.dialer

import okhttp3.MediaType.Companion.toMediaType
import okhttp3.ResponseBody.Companion.toResponseBody
import org.junit.Assert.assertTrue
import org.junit.Test
import retrofit2.Response

class RinglioErrorsTest {
    private fun err(code: Int, body: String) =
        Response.error<Unit>(code, body.toResponseBody("application/json".toMediaType()))

    @Test
    fun `404 user not found becomes NotProvisioned`() {
        assertTrue(err(404, """{"error":"User not found"}""").toDialerError() is DialerError.NotProvisioned)
    }

    @Test
    fun `502 is temporarily unavailable`() {
        assertTrue(err(502, """{"error":"upstream"}""").toDialerError() is DialerError.TemporarilyUnavailable)
    }

    @Test
    fun `other 404 stays generic`() {
        assertTrue(err(404, """{"error":"contact list not found"}""").toDialerError() is DialerError.Other)
    }
}
