package com.oakfen.dialersync

import com.github.tomakehurst.wiremock.WireMockServer
import com.github.tomakehurst.wiremock.client.WireMock.*
import com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig
import com.oakfen.dialersync.ringvale.*
import org.apache.pekko.actor.typed.ActorSystem
import org.apache.pekko.actor.typed.scaladsl.Behaviors
import org.apache.pekko.stream.scaladsl.{Sink, Source}

import scala.concurrent.Await
import scala.concurrent.duration.*

class RingvaleFlowSuite extends munit.FunSuite:
  given system: ActorSystem[Nothing] = ActorSystem(Behaviors.empty, "test")
  val wm = WireMockServer(wireMockConfig().dynamicPort())

  override def beforeAll(): Unit = wm.start()
  override def afterAll(): Unit =
    wm.stop(); system.terminate()

  def settings = RingvaleSettings(s"http://localhost:${wm.port}/api/public/v1", "k-test", "auth0|test", 1, 3)

  test("pushes a batch and returns the added count") {
    wm.stubFor(
      post(urlEqualTo("/api/public/v1/contact-lists/spring/contacts"))
        .withHeader("x-user-id", equalTo("auth0|test"))
        .willReturn(okJson("""{"added":2}"""))
    )
    val out = Await.result(
      Source.single(PhoneBatch("spring", Seq("+441", "+442"))).via(RingvaleFlow(settings).push).runWith(Sink.head),
      5.seconds
    )
    assertEquals(out, PushResult("spring", 2))
  }

  test("retries on 502 then succeeds") {
    assert(Retry.shouldRetry(502, 1, 3))
    assert(!Retry.shouldRetry(502, 3, 3))
    assert(!Retry.shouldRetry(500, 1, 3))
  }

  test("503 surfaces as RingvaleDisabled") {
    wm.stubFor(post(urlPathMatching("/api/public/v1/contact-lists/.*/contacts")).willReturn(aResponse().withStatus(503)))
    val f = Source.single(PhoneBatch("x", Seq("+443"))).via(RingvaleFlow(settings).push).runWith(Sink.head)
    intercept[RingvaleDisabled](Await.result(f, 5.seconds))
  }
