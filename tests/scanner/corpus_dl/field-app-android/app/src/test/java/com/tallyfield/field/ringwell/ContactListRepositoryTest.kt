package com.tallyfield.field.ringwell

import com.tallyfield.field.BuildConfig
import com.tallyfield.field.net.HttpClientFactory
import com.tallyfield.field.net.SessionStore
import io.ktor.client.engine.mock.MockEngine
import io.ktor.client.engine.mock.respond
import io.ktor.http.HttpHeaders
import io.ktor.http.HttpStatusCode
import io.ktor.http.headersOf
import kotlinx.coroutines.test.runTest
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test
import org.mockito.kotlin.doReturn
import org.mockito.kotlin.mock

class ContactListRepositoryTest {
    private val session: SessionStore = mock { on { email } doReturn "tech7@tallyfield.com" }
    private val jsonHeaders = headersOf(HttpHeaders.ContentType, "application/json")

    @Test
    fun myLists_hitsContactListsAsTech() = runTest {
        val engine = MockEngine { request ->
            assertEquals("/api/public/v1/contact-lists", request.url.encodedPath)
            assertEquals("tech7@tallyfield.com", request.headers["X-User-Email"])
            respond("""[{"id":"cl_1","name":"Route 14"}]""", HttpStatusCode.OK, jsonHeaders)
        }
        val repo = ContactListRepository(HttpClientFactory.ringwell(engine), session)
        assertEquals("Route 14", repo.myLists().single().name)
    }

    @Test
    fun addWalkIn_postsToListContacts() = runTest {
        val engine = MockEngine { request ->
            assertEquals("/api/public/v1/contact-lists/cl_1/contacts", request.url.encodedPath)
            assertEquals(BuildConfig.RINGWELL_API_KEY, request.headers["X-API-KEY"])
            respond("", HttpStatusCode.NoContent)
        }
        ContactListRepository(HttpClientFactory.ringwell(engine), session).addWalkInNumber("cl_1", "+15553339999")
    }

    @Test
    fun notFoundUser_isNotProvisioned() = runTest {
        val engine = MockEngine { respond("""{"error":"user not found"}""", HttpStatusCode.NotFound, jsonHeaders) }
        val repo = ContactListRepository(HttpClientFactory.ringwell(engine), session)
        val e = runCatching { repo.myLists() }.exceptionOrNull()
        assertTrue(e is DialerException && e.failure == DialerFailure.NotProvisioned)
    }

    @Test
    fun status503_isDisabled() = runTest {
        val engine = MockEngine { respond("""{"error":"API disabled"}""", HttpStatusCode.ServiceUnavailable, jsonHeaders) }
        val repo = ContactListRepository(HttpClientFactory.ringwell(engine), session)
        val e = runCatching { repo.myLists() }.exceptionOrNull() as DialerException
        assertEquals(DialerFailure.Disabled, e.failure)
    }
}
