package com.orchardfreight.dispatch.ringbase

import io.kotest.assertions.throwables.shouldThrow
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.shouldBe
import io.ktor.client.engine.mock.MockEngine
import io.ktor.client.engine.mock.respond
import io.ktor.http.HttpHeaders
import io.ktor.http.HttpStatusCode
import io.ktor.http.headersOf
import kotlinx.coroutines.runBlocking

class RingbaseClientTest : FunSpec({
    val config = RingbaseConfig(
        baseUrl = "https://api.ringbase.test/api/public/v1",
        apiKey = "test-key",
        actingUserEmail = "bot@orchardfreight.com",
        requestTimeoutMs = 1000,
        webhookSecret = "whsec",
    )
    val jsonHeaders = headersOf(HttpHeaders.ContentType, "application/json")

    test("sends key and acting user on every request") {
        val engine = MockEngine { request ->
            request.url.encodedPath shouldBe "/api/public/v1/contact-lists"
            request.headers["x-api-key"] shouldBe "test-key"
            request.headers["x-user-email"] shouldBe "bot@orchardfreight.com"
            respond("[]", HttpStatusCode.OK, jsonHeaders)
        }
        RingbaseClient(config, engine).listContactLists() shouldBe emptyList()
    }

    test("502 from the API is retried") {
        var calls = 0
        val engine = MockEngine {
            calls++
            if (calls < 3) respond("""{"error":"identity provider unavailable"}""", HttpStatusCode.BadGateway, jsonHeaders)
            else respond("""{"id":"cl_1","name":"x"}""", HttpStatusCode.OK, jsonHeaders)
        }
        RingbaseClient(config, engine).getContactList("cl_1").id shouldBe "cl_1"
        calls shouldBe 3
    }

    test("unknown acting user maps to ActingUserUnknown") {
        val engine = MockEngine {
            respond("""{"error":"user not found","details":[]}""", HttpStatusCode.NotFound, jsonHeaders)
        }
        shouldThrow<RingbaseException.ActingUserUnknown> {
            runBlocking { RingbaseClient(config, engine).getContactList("cl_9") }
        }
    }
})
