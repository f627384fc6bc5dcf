package com.harborpike.field.net

import com.google.common.truth.Truth.assertThat
import com.harborpike.field.calling.FakeSession
import okhttp3.OkHttpClient
import okhttp3.Request
import okhttp3.mockwebserver.MockResponse
import okhttp3.mockwebserver.MockWebServer
import org.junit.Test

class BackendAuthInterceptorTest {
    @Test fun `adds rep identity headers for our BFF`() {
        MockWebServer().use { server ->
            server.enqueue(MockResponse().setResponseCode(503).setBody("""{"error":"maintenance"}"""))
            val client = OkHttpClient.Builder().addInterceptor(BackendAuthInterceptor(FakeSession())).build()
            client.newCall(Request.Builder().url(server.url("/v1/routes/today")).build()).execute().close()
            val req = server.takeRequest()
            assertThat(req.getHeader("X-User-Id")).isEqualTo("E-10442")
            assertThat(req.getHeader("X-User-Email")).isEqualTo("jo.reyes@harborpike.com")
        }
    }
}
