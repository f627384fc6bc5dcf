package com.bramble.dpbridge

import com.bramble.dpbridge.dialpeak.*
import io.ktor.client.engine.mock.*
import io.ktor.http.*
import kotlinx.coroutines.runBlocking
import kotlin.test.*

class DialpeakClientTest {
    private val cfg = DialpeakConfig("https://api.dialpeak.test", "v2", "dp_test_00000000-0000-0000-0000-000000000000.fake", "u-1", "s")

    private fun client(status: HttpStatusCode, body: String) = DialpeakClient(cfg, MockEngine {
        respond(body, status, headersOf(HttpHeaders.ContentType, "application/json"))
    })

    @Test
    fun `503 surfaces as non transient`() = runBlocking {
        val e = assertFailsWith<DialpeakException> { client(HttpStatusCode.ServiceUnavailable, """{"error":"API disabled"}""").lists() }
        assertFalse(e.transient)
    }

    @Test
    fun `404 user not found maps to friendly message`() = runBlocking {
        val e = assertFailsWith<DialpeakException> { client(HttpStatusCode.NotFound, """{"error":"user not found"}""").lists() }
        assertTrue(e.message!!.contains("u-1"))
    }
}
