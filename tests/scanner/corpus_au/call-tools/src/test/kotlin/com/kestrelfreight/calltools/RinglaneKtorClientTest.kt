package com.kestrelfreight.calltools

import io.ktor.client.HttpClient
import io.ktor.client.engine.mock.MockEngine
import io.ktor.client.engine.mock.respond
import io.ktor.http.HttpHeaders
import io.ktor.http.HttpStatusCode
import io.ktor.http.headersOf
import kotlinx.coroutines.runBlocking
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertFailsWith

class RinglaneKtorClientTest {

    private val json = headersOf(HttpHeaders.ContentType, "application/json")

    @Test
    fun `lists hits the contact lists route`() = runBlocking {
        var seenPath = ""
        val engine = MockEngine { req ->
            seenPath = req.url.encodedPath
            respond("""[{"id":"cl_7","name":"Texas"}]""", HttpStatusCode.OK, json)
        }
        val client = RinglaneKtorClient("https://api.ringlane.test", "k", HttpClient(engine))

        assertEquals("cl_7", client.lists("a@kestrelfreight.com").single().id)
        assertEquals("/api/public/v1/contact-lists", seenPath)
    }

    @Test
    fun `503 is not retryable`() = runBlocking {
        val engine = MockEngine { respond("""{"error":"disabled"}""", HttpStatusCode.ServiceUnavailable, json) }
        val client = RinglaneKtorClient("https://api.ringlane.test", "k", HttpClient(engine))
        val ex = assertFailsWith<RinglaneCallException> { client.lists("a@kestrelfreight.com") }
        assertEquals(false, ex.retryable)
    }
}
