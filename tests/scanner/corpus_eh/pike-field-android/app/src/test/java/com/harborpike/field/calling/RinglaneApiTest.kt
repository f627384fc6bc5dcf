package com.harborpike.field.calling

import com.google.common.truth.Truth.assertThat
import com.harborpike.field.calling.model.AppendContactsRequest
import com.squareup.moshi.Moshi
import com.squareup.moshi.kotlin.reflect.KotlinJsonAdapterFactory
import kotlinx.coroutines.test.runTest
import okhttp3.OkHttpClient
import okhttp3.mockwebserver.MockResponse
import okhttp3.mockwebserver.MockWebServer
import org.junit.After
import org.junit.Before
import org.junit.Test
import retrofit2.Retrofit
import retrofit2.converter.moshi.MoshiConverterFactory

class RinglaneApiTest {

    private val server = MockWebServer()
    private lateinit var api: RinglaneApi

    @Before fun setUp() {
        server.start()
        val moshi = Moshi.Builder().add(KotlinJsonAdapterFactory()).build()
        api = Retrofit.Builder()
            .baseUrl(server.url("/api/public/v1/"))
            .client(OkHttpClient.Builder().addInterceptor(RinglaneAuthInterceptor(FakeSession())).build())
            .addConverterFactory(MoshiConverterFactory.create(moshi))
            .build()
            .create(RinglaneApi::class.java)
    }

    @After fun tearDown() = server.shutdown()

    @Test fun `append contacts posts phones to the list`() = runTest {
        server.enqueue(MockResponse().setBody("""{"id":"cl_1","name":"North","contactCount":3,"createdAt":"2024-02-01"}"""))

        api.appendContacts("cl_1", AppendContactsRequest(listOf("+15035550101")))

        val recorded = server.takeRequest()
        assertThat(recorded.path).isEqualTo("/api/public/v1/contact-lists/cl_1/contacts")
        assertThat(recorded.getHeader("x-api-key")).isNotEmpty()
        assertThat(recorded.getHeader("x-user-email")).isEqualTo("jo.reyes@harborpike.com")
    }

    @Test fun `remove contact uses phone in path`() = runTest {
        server.enqueue(MockResponse().setResponseCode(204))
        api.removeContact("cl_1", "+15035550101")
        assertThat(server.takeRequest().path).isEqualTo("/api/public/v1/contact-lists/cl_1/contacts/+15035550101")
    }

    @Test fun `rename sends PATCH`() = runTest {
        server.enqueue(MockResponse().setBody("""{"id":"cl_1","name":"South","contactCount":0,"createdAt":"2024-02-01"}"""))
        api.renameContactList("cl_1", com.harborpike.field.calling.model.UpdateContactListRequest("South"))
        val r = server.takeRequest()
        assertThat(r.method + " " + r.path).isEqualTo("PATCH /api/public/v1/contact-lists/cl_1")
    }

    @Test fun `recent calls hits calls endpoint`() = runTest {
        server.enqueue(MockResponse().setBody("[]"))
        api.recentCalls("2024-02-01T00:00:00Z")
        assertThat(server.takeRequest().requestUrl?.encodedPath).endsWith("/calls")
    }
}
