package filters

import org.scalatestplus.play._
import org.scalatestplus.play.guice.GuiceOneAppPerSuite
import play.api.test._
import play.api.test.Helpers._

class ActingUserFilterSpec extends PlaySpec with GuiceOneAppPerSuite {
  "ActingUserFilter" should {
    "return 400 when X-User-Email is missing on admin routes" in {
      val result = route(app, FakeRequest(GET, "/admin/sync/status")).get
      status(result) mustBe BAD_REQUEST
      contentAsString(result) must include("missing user")
    }

    "pass through with X-User-Id and echo the audited user" in {
      val req = FakeRequest(GET, "/admin/sync/status").withHeaders("X-User-Id" -> "00u1abcd")
      val result = route(app, req).get
      status(result) mustBe OK
      header("X-Audited-User", result) mustBe Some("00u1abcd")
    }

    "not require a user on health checks (404 user not found is never returned here)" in {
      status(route(app, FakeRequest(GET, "/health")).get) mustBe OK
    }
  }
}
