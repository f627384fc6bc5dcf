package com.harborline.shared.ringlane

import com.harborline.shared.config.RinglaneConfig
import com.harborline.shared.session.SessionProvider
import io.ktor.client.engine.mock.MockEngine
import io.ktor.client.engine.mock.respond
import io.ktor.http.HttpHeaders
import io.ktor.http.HttpStatusCode
import io.ktor.http.headersOf
import kotlinx.coroutines.test.runTest
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertFailsWith

class RinglaneApiTest {
    private val json = headersOf(HttpHeaders.ContentType, "application/json")
    private val session = object : SessionProvider {
        override fun currentUserId() = "okta|00u1abcd"
    }

    @Test
    fun listsContactListsWithTenantHeaders() = runTest {
        val engine = MockEngine { request ->
            assertEquals("https://api.ringlane.io/api/public/v1/contact-lists", request.url.toString())
            assertEquals(RinglaneConfig.apiKey, request.headers["X-Api-Key"])
            assertEquals("okta|00u1abcd", request.headers["X-User-Id"])
            respond("""{"contact_lists":[{"id":"l1","name":"Open house"}]}""", HttpStatusCode.OK, json)
        }
        val lists = RinglaneApi(createRinglaneClient(engine, session)).contactLists()
        assertEquals(listOf("l1"), lists.map { it.id })
    }

    @Test
    fun mapsServiceUnavailableToApiDisabled() = runTest {
        val engine = MockEngine { respond("""{"error":"API disabled"}""", HttpStatusCode.ServiceUnavailable, json) }
        assertFailsWith<RinglaneFailure.ApiDisabled> {
            RinglaneApi(createRinglaneClient(engine, session)).contactLists()
        }
    }
}
