package clients

import clients.ringlane._
import com.github.tomakehurst.wiremock.WireMockServer
import com.github.tomakehurst.wiremock.client.WireMock._
import com.github.tomakehurst.wiremock.core.WireMockConfiguration.options
import org.scalatest.BeforeAndAfterAll
import org.scalatest.concurrent.ScalaFutures
import org.scalatest.matchers.should.Matchers
import org.scalatest.wordspec.AnyWordSpec
import org.scalatest.time.{Seconds, Span}
import play.api.Configuration
import play.api.libs.ws.ahc.AhcWSClient
import akka.actor.ActorSystem
import akka.stream.Materializer
import scala.concurrent.ExecutionContext.Implicits.global

class RinglaneClientSpec extends AnyWordSpec with Matchers with ScalaFutures with BeforeAndAfterAll {
  implicit override val patienceConfig: PatienceConfig = PatienceConfig(Span(5, Seconds))

  private val wm = new WireMockServer(options().dynamicPort())
  implicit private val system: ActorSystem = ActorSystem("ringlane-spec")
  private val ws = AhcWSClient()(Materializer(system))

  override def beforeAll(): Unit = wm.start()
  override def afterAll(): Unit = { ws.close(); wm.stop(); system.terminate() }

  private lazy val client = new RinglaneClient(ws, new RinglaneConfig(Configuration(
    "ringlane.base-url" -> s"http://localhost:${wm.port()}/api/public/v1",
    "ringlane.api-key" -> "test-key",
    "ringlane.acting-user-email" -> "qa@northwindfreight.com",
    "ringlane.timeout" -> "2 seconds"
  )))

  "RinglaneClient" should {
    "list contact lists" in {
      wm.stubFor(get(urlEqualTo("/api/public/v1/contact-lists"))
        .withHeader("x-api-key", equalTo("test-key"))
        .willReturn(okJson("""[{"id":"cl_1","name":"Q3 reactivation","contactCount":12}]""")))
      client.listContactLists().futureValue.map(_.name) shouldBe Seq("Q3 reactivation")
    }

    "map a 404 user not found to UnknownActingUser" in {
      wm.stubFor(post(urlEqualTo("/api/public/v1/contact-lists"))
        .willReturn(aResponse().withStatus(404).withBody("""{"error":"user not found","details":[]}""")))
      client.createContactList("x", "ghost@northwindfreight.com").failed.futureValue shouldBe RinglaneError.UnknownActingUser
    }

    "treat 503 as API disabled" in {
      wm.stubFor(get(urlPathMatching("/api/public/v1/contact-lists/cl_9"))
        .willReturn(aResponse().withStatus(503).withBody("""{"error":"API disabled"}""")))
      client.getContactList("cl_9").failed.futureValue shouldBe RinglaneError.ApiDisabled
    }
  }
}
