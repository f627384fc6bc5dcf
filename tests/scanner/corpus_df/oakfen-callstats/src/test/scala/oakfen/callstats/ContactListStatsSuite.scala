package oakfen.callstats

import cats.effect.IO
import com.github.tomakehurst.wiremock.WireMockServer
import com.github.tomakehurst.wiremock.client.WireMock._
import munit.CatsEffectSuite
import oakfen.callstats.ringvale._
import org.http4s.Uri
import org.http4s.ember.client.EmberClientBuilder

class ContactListStatsSuite extends CatsEffectSuite {
  val wm = new WireMockServer(0)
  override def beforeAll(): Unit = wm.start()
  override def afterAll(): Unit = wm.stop()

  def stats = EmberClientBuilder.default[IO].build.map { c =>
    new ContactListStats(c, Uri.unsafeFromString(s"http://localhost:${wm.port}/api/public/v1"), "test-key", "reports@oakfen.com")
  }

  test("pages through all contact lists") {
    wm.stubFor(get(urlPathEqualTo("/api/public/v1/contact-lists"))
      .withHeader("X-API-Key", equalTo("test-key"))
      .willReturn(okJson("""{"data":[{"id":"a","name":"A","size":3,"dialed":1}],"next":null}""")))
    stats.use(_.all).assertEquals(List(ListSummary("a", "A", 3, 1)))
  }

  test("unknown agent -> AgentUnknown") {
    wm.resetAll()
    wm.stubFor(get(urlPathEqualTo("/api/public/v1/contact-lists"))
      .willReturn(aResponse().withStatus(404).withHeader("content-type", "application/json").withBody("""{"error":"user not found","details":[]}""")))
    stats.use(_.all).attempt.map(_.left.map(_.getClass.getSimpleName)).assertEquals(Left("AgentUnknown"))
  }
}
