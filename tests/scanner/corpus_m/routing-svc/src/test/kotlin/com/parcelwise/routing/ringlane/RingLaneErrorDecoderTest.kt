package com.parcelwise.routing.ringlane

import feign.Request
import feign.Response
import feign.RetryableException
import org.junit.jupiter.api.Assertions.assertInstanceOf
import org.junit.jupiter.api.Test

class RingLaneErrorDecoderTest {
    private val request = Request.create(
        Request.HttpMethod.GET, "https://api.ringlane.io/api/public/v1/contact-lists/cl_1",
        emptyMap(), null, Charsets.UTF_8, null,
    )

    private fun response(status: Int, body: String) =
        Response.builder().status(status).request(request).body(body, Charsets.UTF_8).headers(emptyMap()).build()

    @Test
    fun `404 user not found maps to dedicated exception`() {
        val e = RingLaneErrorDecoder().decode("k", response(404, """{"error":"user not found"}"""))
        assertInstanceOf(RingLaneUserNotFoundException::class.java, e)
    }

    @Test
    fun `502 is retryable`() {
        val e = RingLaneErrorDecoder().decode("k", response(502, """{"error":"idp unreachable"}"""))
        assertInstanceOf(RetryableException::class.java, e)
    }
}
