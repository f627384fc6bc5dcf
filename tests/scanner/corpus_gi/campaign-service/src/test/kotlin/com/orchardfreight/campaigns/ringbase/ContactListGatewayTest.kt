package com.orchardfreight.campaigns.ringbase

import io.kotest.assertions.throwables.shouldThrow
import io.kotest.core.spec.style.StringSpec
import io.kotest.matchers.shouldBe
import okhttp3.mockwebserver.MockResponse
import okhttp3.mockwebserver.MockWebServer
import org.springframework.web.reactive.function.client.WebClient

class ContactListGatewayTest : StringSpec({
    val server = MockWebServer()
    beforeSpec { server.start() }
    afterSpec { server.shutdown() }

    fun gateway() = ContactListGateway(
        WebClient.builder().baseUrl(server.url("/api/public/v1").toString()).build()
    )

    fun json(code: Int, body: String) =
        MockResponse().setResponseCode(code).setHeader("Content-Type", "application/json").setBody(body)

    "create posts to contact-lists" {
        server.enqueue(json(201, """{"id":"cl_42","name":"Spring push"}"""))
        gateway().create("Spring push").id shouldBe "cl_42"
        server.takeRequest().path shouldBe "/api/public/v1/contact-lists"
    }

    "retries twice on 502 then gives up" {
        repeat(3) { server.enqueue(json(502, """{"error":"idp timeout"}""")) }
        val ex = shouldThrow<RingbaseCallException> { gateway().rename("cl_1", "x") }
        ex.status shouldBe 502
        ex.apiError?.error shouldBe "idp timeout"
    }
})
