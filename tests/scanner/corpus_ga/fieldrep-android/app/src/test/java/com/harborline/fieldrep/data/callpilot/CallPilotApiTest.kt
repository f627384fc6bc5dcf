package com.harborline.fieldrep.data.callpilot

import com.harborline.fieldrep.data.callpilot.model.AppendContactsRequest
import com.squareup.moshi.Moshi
import com.squareup.moshi.kotlin.reflect.KotlinJsonAdapterFactory
import kotlinx.coroutines.test.runTest
import okhttp3.OkHttpClient
import okhttp3.mockwebserver.MockResponse
import okhttp3.mockwebserver.MockWebServer
import org.junit.After
import org.junit.Assert.assertEquals
import org.junit.Before
import org.junit.Test
import retrofit2.Retrofit
import retrofit2.converter.moshi.MoshiConverterFactory

class CallPilotApiTest {

    private lateinit var server: MockWebServer
    private lateinit var api: CallPilotApi
    private val moshi = Moshi.Builder().add(KotlinJsonAdapterFactory()).build()

    @Before
    fun setUp() {
        server = MockWebServer()
        server.start()
        api = Retrofit.Builder()
            .baseUrl(server.url("/api/public/v1/"))
            .client(OkHttpClient())
            .addConverterFactory(MoshiConverterFactory.create(moshi))
            .build()
            .create(CallPilotApi::class.java)
    }

    @After
    fun tearDown() = server.shutdown()

    @Test
    fun appendContacts_postsPhonesToListContacts() = runTest {
        server.enqueue(MockResponse().setResponseCode(204))

        api.appendContacts("cl_42", AppendContactsRequest(listOf("+15551230000")))

        val recorded = server.takeRequest()
        assertEquals("POST", recorded.method)
        assertEquals("/api/public/v1/contact-lists/cl_42/contacts", recorded.path)
        assertEquals("""{"phones":["+15551230000"]}""", recorded.body.readUtf8())
    }

    @Test
    fun listContactLists_sendsPaging() = runTest {
        server.enqueue(MockResponse().setBody("""{"items":[],"page":2,"total_pages":2}"""))
        api.listContactLists(page = 2)
        assertEquals("/api/public/v1/contact-lists?page=2&per_page=50", server.takeRequest().path)
    }
}
