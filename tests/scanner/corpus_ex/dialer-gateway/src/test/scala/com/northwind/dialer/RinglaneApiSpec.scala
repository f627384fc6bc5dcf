package com.northwind.dialer

import com.github.tomakehurst.wiremock.WireMockServer
import com.github.tomakehurst.wiremock.client.WireMock._
import com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig
import com.northwind.dialer.ringlane._
import org.scalatest.BeforeAndAfterAll
import org.scalatest.concurrent.ScalaFutures
import org.scalatest.flatspec.AnyFlatSpec
import org.scalatest.matchers.should.Matchers
import sttp.client3.HttpClientFutureBackend
import scala.concurrent.ExecutionContext.Implicits.global
import scala.concurrent.duration._

class RinglaneApiSpec extends AnyFlatSpec with Matchers with ScalaFutures with BeforeAndAfterAll {
  private val server = new WireMockServer(wireMockConfig().dynamicPort())
  override def beforeAll(): Unit = server.start()
  override def afterAll(): Unit = server.stop()

  private def api = new RinglaneApi(
    RinglaneSettings(s"http://localhost:${server.port()}", "v1", "k", "00uTEST",
      RetrySettings(1, Nil, 10.millis), None),
    HttpClientFutureBackend()
  )

  "append" should "post phones to the list's contacts endpoint" in {
    server.stubFor(post(urlPathEqualTo("/api/public/v1/contact-lists/cl_42/contacts"))
      .withHeader("X-User-Id", equalTo("00uTEST"))
      .willReturn(aResponse().withStatus(204)))
    api.append("cl_42", List(NewContact("+14155550100", None, None))).futureValue shouldBe Right(())
  }

  "lists" should "surface 502 as IdpUnavailable" in {
    server.stubFor(get(urlPathEqualTo("/api/public/v1/contact-lists"))
      .willReturn(aResponse().withStatus(502).withBody("""{"error":"identity provider unreachable"}""")))
    api.lists().futureValue.left.map(_.retryable) shouldBe Left(true)
  }
}
