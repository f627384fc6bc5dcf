package com.kestrelledger.repapp.callbrook

import kotlinx.coroutines.runBlocking
import okhttp3.mockwebserver.MockResponse
import okhttp3.mockwebserver.MockWebServer
import org.junit.Assert.assertEquals
import org.junit.Test
import retrofit2.Retrofit
import retrofit2.converter.moshi.MoshiConverterFactory

class LegacyServiceTest {
    @Test
    fun `requests contact lists under the v1 prefix`() = runBlocking {
        val server = MockWebServer()
        server.enqueue(MockResponse().setBody("""{"data":[]}"""))
        val svc = Retrofit.Builder()
            .baseUrl(server.url("/api/public/v1/"))
            .addConverterFactory(MoshiConverterFactory.create())
            .build()
            .create(CallbrookV1Service::class.java)
        svc.contactLists()
        assertEquals("/api/public/v1/contact-lists", server.takeRequest().path)
    }
}
