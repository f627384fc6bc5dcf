package tidewell.reminders

import com.github.tomakehurst.wiremock.WireMockServer
import com.github.tomakehurst.wiremock.client.WireMock.*
import com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig
import tidewell.reminders.callquarry.*
import zio.*
import zio.http.Client

class CallquarryClientSuite extends munit.FunSuite:
  val wm = WireMockServer(wireMockConfig().dynamicPort())
  override def beforeAll(): Unit = wm.start()
  override def afterAll(): Unit = wm.stop()

  private def run[A](f: CallquarryClient => IO[CqFailure, A]): Either[CqFailure, A] =
    val cfg = CallquarryConfig(s"http://localhost:${wm.port}/api/public/v1", "cq-test-key", "00uTEST")
    Unsafe.unsafe { implicit u =>
      Runtime.default.unsafe.run(
        ZIO.serviceWithZIO[Client](c => f(CallquarryClient(c, cfg)).either).provide(Client.default)
      ).getOrThrow()
    }

  test("enqueue sends key and acting user") {
    wm.stubFor(
      post(urlEqualTo("/api/public/v1/contact-lists/flu-2024/contacts"))
        .withHeader("X-Api-Key", equalTo("cq-test-key"))
        .withHeader("X-User-Id", equalTo("00uTEST"))
        .willReturn(aResponse().withStatus(201))
    )
    assertEquals(run(_.enqueue("flu-2024", List(CqContact("+447700900001", Some("A. Patient"))))), Right(()))
  }

  test("503 is reported as Disabled, not retried") {
    wm.stubFor(get(urlEqualTo("/api/public/v1/contact-lists")).willReturn(aResponse().withStatus(503)))
    assertEquals(run(_.lists), Left(CqFailure.Disabled))
  }
