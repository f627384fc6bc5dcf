package com.quillmark.leadrouter.dialer.talkrail

import com.fasterxml.jackson.module.kotlin.jacksonObjectMapper
import okhttp3.OkHttpClient
import okhttp3.mockwebserver.MockResponse
import okhttp3.mockwebserver.MockWebServer
import org.junit.jupiter.api.AfterEach
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Test
import retrofit2.Retrofit
import retrofit2.converter.jackson.JacksonConverterFactory

class TalkrailApiTest {
    private val server = MockWebServer().apply { start() }

    private val api = Retrofit.Builder()
        .baseUrl(server.url("/api/public/v1/"))
        .client(OkHttpClient.Builder().addInterceptor(TalkrailAuthInterceptor("k", "bot@quillmark-solar.com")).build())
        .addConverterFactory(JacksonConverterFactory.create(jacksonObjectMapper()))
        .build()
        .create(TalkrailApi::class.java)

    @AfterEach
    fun stop() = server.shutdown()

    @Test
    fun `append posts to list contacts with acting user`() {
        server.enqueue(MockResponse().setBody("""{"added":2}"""))
        api.append("cl_5", AppendRequest(listOf(mapOf("phone" to "+15125550111")))).execute()
        val recorded = server.takeRequest()
        assertEquals("/api/public/v1/contact-lists/cl_5/contacts", recorded.path)
        assertEquals("bot@quillmark-solar.com", recorded.getHeader("x-user-email"))
    }

    @Test
    fun `502 maps to transient`() {
        server.enqueue(MockResponse().setResponseCode(502).setBody("""{"error":"idp unreachable"}"""))
        val resp = api.lists().execute()
        val ex = TalkrailErrorMapper(jacksonObjectMapper()).map(resp)
        assertEquals(true, ex.retryable)
    }
}
