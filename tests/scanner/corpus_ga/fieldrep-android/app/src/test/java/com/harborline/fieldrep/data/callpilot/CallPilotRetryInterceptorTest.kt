package com.harborline.fieldrep.data.callpilot

import okhttp3.OkHttpClient
import okhttp3.Request
import okhttp3.mockwebserver.MockResponse
import okhttp3.mockwebserver.MockWebServer
import org.junit.Assert.assertEquals
import org.junit.Test

class CallPilotRetryInterceptorTest {

    @Test
    fun retriesBadGatewayThenSucceeds() {
        MockWebServer().use { server ->
            server.enqueue(MockResponse().setResponseCode(502))
            server.enqueue(MockResponse().setResponseCode(200).setBody("{}"))
            val client = OkHttpClient.Builder()
                .addInterceptor(CallPilotRetryInterceptor(baseDelayMs = 1))
                .build()

            val resp = client.newCall(Request.Builder().url(server.url("/calls")).build()).execute()

            assertEquals(200, resp.code)
            assertEquals(2, server.requestCount)
        }
    }
}
