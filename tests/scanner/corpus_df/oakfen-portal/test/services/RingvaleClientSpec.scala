package services.ringvale

import com.github.tomakehurst.wiremock.WireMockServer
import com.github.tomakehurst.wiremock.client.WireMock._
import com.github.tomakehurst.wiremock.core.WireMockConfiguration.options
import org.scalatest.BeforeAndAfterAll
import org.scalatest.concurrent.ScalaFutures
import org.scalatest.matchers.should.Matchers
import org.scalatest.wordspec.AnyWordSpec
import org.scalatestplus.play.guice.GuiceOneAppPerSuite

class RingvaleClientSpec extends AnyWordSpec with Matchers with ScalaFutures with BeforeAndAfterAll with GuiceOneAppPerSuite {

  private val wm = new WireMockServer(options().port(18089))
  override def beforeAll(): Unit = wm.start()
  override def afterAll(): Unit = wm.stop()

  private lazy val client = app.injector.instanceOf[RingvaleClient]

  "RingvaleClient" should {
    "list contact lists with the api key and acting user" in {
      wm.stubFor(
        get(urlEqualTo("/api/public/v1/contact-lists"))
          .withHeader("x-api-key", equalTo("test-key"))
          .withHeader("X-User-Email", equalTo("agent@oakfen.com"))
          .willReturn(okJson("""{"data":[{"id":"cl_1","name":"March leads","size":12}]}"""))
      )
      client.listContactLists(Some("agent@oakfen.com")).futureValue shouldBe Right(Seq(ContactList("cl_1", "March leads", 12)))
    }

    "map 404 user not found to UnknownAgent" in {
      wm.stubFor(
        post(urlPathMatching("/api/public/v1/contact-lists/cl_9/contacts"))
          .willReturn(aResponse().withStatus(404).withBody("""{"error":"user not found"}"""))
      )
      client.appendContacts("cl_9", Seq(NewContact("+447700900123", None, None)), Some("ghost@oakfen.com"))
        .futureValue.left.map(_.getClass.getSimpleName) shouldBe Left("UnknownAgent")
    }

    "treat 502 as identity provider outage" in {
      wm.stubFor(get(urlEqualTo("/api/public/v1/contact-lists/cl_2")).willReturn(aResponse().withStatus(502)))
      client.getContactList("cl_2", None).futureValue shouldBe Left(RingvaleError.IdentityProviderDown)
    }

    "treat 503 as api disabled" in {
      wm.stubFor(delete(urlMatching("/api/public/v1/contact-lists/cl_3/contacts/.*")).willReturn(aResponse().withStatus(503)))
      client.removeContact("cl_3", "+447700900999", None).futureValue shouldBe Left(RingvaleError.ApiDisabled)
    }
  }
}
