package com.brightcart.shared.ringlane

import io.ktor.client.engine.mock.MockEngine
import io.ktor.client.engine.mock.respond
import io.ktor.http.HttpHeaders
import io.ktor.http.HttpStatusCode
import io.ktor.http.headersOf
import kotlinx.coroutines.test.runTest
import kotlin.test.Test
import kotlin.test.assertEquals

class RinglaneKtorClientTest {
    @Test
    fun listsAreParsed() = runTest {
        val engine = MockEngine { req ->
            assertEquals("https://api.ringlane.io/api/public/v1/contact-lists", req.url.toString())
            respond(
                """{"data":[{"id":"cl_1","name":"Q3 renewals"}]}""",
                HttpStatusCode.OK,
                headersOf(HttpHeaders.ContentType, "application/json"),
            )
        }
        val client = RinglaneKtorClient(RinglaneCredentials("k", "auth0|abc"), engine)
        assertEquals("Q3 renewals", client.contactLists().single().name)
    }

    @Test
    fun retriesOn502ThenSucceeds() = runTest {
        var calls = 0
        val engine = MockEngine {
            calls++
            if (calls == 1) respond("", HttpStatusCode.BadGateway)
            else respond("""{"data":[]}""", HttpStatusCode.OK, headersOf(HttpHeaders.ContentType, "application/json"))
        }
        RinglaneKtorClient(RinglaneCredentials("k", "auth0|abc"), engine).contactLists()
        assertEquals(2, calls)
    }
}
