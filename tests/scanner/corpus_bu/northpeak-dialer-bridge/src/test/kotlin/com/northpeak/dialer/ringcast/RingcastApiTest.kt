package com.northpeak.dialer.ringcast

import okhttp3.OkHttpClient
import okhttp3.mockwebserver.MockResponse
import okhttp3.mockwebserver.MockWebServer
import org.junit.jupiter.api.AfterEach
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Test
import retrofit2.Retrofit
import retrofit2.converter.jackson.JacksonConverterFactory

class RingcastApiTest {
    private val server = MockWebServer().apply { start() }
    private val props = RingcastProperties(server.url("/").toString(), "k", "00uTEST", "s")
    private val api = Retrofit.Builder()
        .baseUrl(props.baseUrl)
        .client(OkHttpClient.Builder().addInterceptor(RingcastAuthInterceptor(props)).build())
        .addConverterFactory(JacksonConverterFactory.create())
        .build()
        .create(RingcastApi::class.java)

    @AfterEach
    fun tearDown() = server.shutdown()

    @Test
    fun `sends auth headers`() {
        server.enqueue(MockResponse().setBody("""{"data":[],"nextPage":null}"""))
        api.listContactLists().execute()
        val recorded = server.takeRequest()
        assertEquals("k", recorded.getHeader(RingcastHeaders.API_KEY))
        assertEquals("00uTEST", recorded.getHeader(RingcastHeaders.ACTING_USER))
        assertEquals("/contact-lists?page=1", recorded.path)
    }
}
