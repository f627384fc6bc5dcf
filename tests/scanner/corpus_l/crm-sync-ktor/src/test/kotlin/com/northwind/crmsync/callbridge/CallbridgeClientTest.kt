package com.northwind.crmsync.callbridge

import io.ktor.client.HttpClient
import io.ktor.client.engine.mock.*
import io.ktor.client.plugins.contentnegotiation.ContentNegotiation
import io.ktor.http.*
import io.ktor.serialization.kotlinx.json.json
import kotlinx.coroutines.test.runTest
import kotlin.test.*

class CallbridgeClientTest {
    private fun client(handler: MockRequestHandler) = CallbridgeClient(
        HttpClient(MockEngine(handler)) { install(ContentNegotiation) { json() } },
        CallbridgeConfig("https://api.callbridge.test/api/public/v1", "test-key", "bot@example.com"),
    )

    @Test
    fun `appendContacts posts to list contacts`() = runTest {
        val c = client { req ->
            assertEquals("/api/public/v1/contact-lists/42/contacts", req.url.encodedPath)
            respond("""{"added":1}""", HttpStatusCode.OK, headersOf(HttpHeaders.ContentType, "application/json"))
        }
        assertEquals(1, c.appendContacts("42", listOf("+15550100")).added)
    }

    @Test
    fun `maps 502 to IdentityProviderUnavailable`() = runTest {
        val c = client { respond("", HttpStatusCode.BadGateway) }
        assertFailsWith<CallbridgeException.IdentityProviderUnavailable> { c.listContactLists() }
    }
}
