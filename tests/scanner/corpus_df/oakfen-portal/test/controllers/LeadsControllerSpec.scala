package controllers

import org.scalatestplus.play._
import org.scalatestplus.play.guice._
import play.api.test._
import play.api.test.Helpers._

class LeadsControllerSpec extends PlaySpec with GuiceOneAppPerTest with Injecting {

  "LeadsController.assign" should {
    "return 400 when X-User-Email is missing" in {
      val res = route(app, FakeRequest(POST, "/api/leads/1/assign")).get
      status(res) mustBe BAD_REQUEST
      (contentAsJson(res) \ "error").as[String] mustBe "missing X-User-Email"
    }

    "return 404 user not found for an unknown agent" in {
      val req = FakeRequest(POST, "/api/leads/999/assign").withHeaders("X-User-Email" -> "nobody@oakfen.com")
      val res = route(app, req).get
      status(res) mustBe NOT_FOUND
      (contentAsJson(res) \ "error").as[String] mustBe "user not found"
    }
  }
}
