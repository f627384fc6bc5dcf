package com.brightcart.salescompanion.data.ringlane

import com.brightcart.salescompanion.data.ringlane.dto.AppendContactsRequest
import com.squareup.moshi.Moshi
import kotlinx.coroutines.test.runTest
import okhttp3.OkHttpClient
import okhttp3.mockwebserver.MockResponse
import okhttp3.mockwebserver.MockWebServer
import org.junit.jupiter.api.AfterEach
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.BeforeEach
import org.junit.jupiter.api.Test
import retrofit2.Retrofit
import retrofit2.converter.moshi.MoshiConverterFactory

class RinglaneServiceTest {
    private val server = MockWebServer()
    private lateinit var service: RinglaneService

    @BeforeEach
    fun setUp() {
        server.start()
        service = Retrofit.Builder()
            .baseUrl(server.url("/api/public/v1/"))
            .client(OkHttpClient())
            .addConverterFactory(MoshiConverterFactory.create(Moshi.Builder().build()))
            .build()
            .create(RinglaneService::class.java)
    }

    @AfterEach
    fun tearDown() = server.shutdown()

    @Test
    fun `removeContact hits phone path`() = runTest {
        server.enqueue(MockResponse().setResponseCode(204))
        service.removeContact("cl_7", "+15550100")
        assertEquals("/api/public/v1/contact-lists/cl_7/contacts/+15550100", server.takeRequest().path)
    }

    @Test
    fun `appendContacts sends json`() = runTest {
        server.enqueue(MockResponse().setResponseCode(201))
        service.appendContacts("cl_7", AppendContactsRequest(listOf("+15550101")))
        assertEquals("""{"phones":["+15550101"]}""", server.takeRequest().body.readUtf8())
    }
}
