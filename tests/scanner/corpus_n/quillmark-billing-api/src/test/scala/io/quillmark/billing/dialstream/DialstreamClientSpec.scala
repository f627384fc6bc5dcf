package io.quillmark.billing.dialstream

import org.scalatest.flatspec.AsyncFlatSpec
import org.scalatest.matchers.should.Matchers
import sttp.client3.testing.SttpBackendStub
import sttp.client3._
import sttp.model.StatusCode

import scala.concurrent.Future

class DialstreamClientSpec extends AsyncFlatSpec with Matchers {
  val settings = DialstreamSettings("https://api.dialstream.test/api/public/v1", "k", "t@quillmark.io", "s")

  "addContacts" should "raise ApiDisabled on 503" in {
    val stub = SttpBackendStub.asynchronousFuture
      .whenRequestMatches(_.uri.path.endsWith(List("contact-lists", "cl_7", "contacts")))
      .thenRespond(Left("""{"error":"API disabled on the server"}"""), StatusCode.ServiceUnavailable)
    recoverToSucceededIf[DialstreamFailure.ApiDisabled.type] {
      new DialstreamClient(settings, stub).addContacts("cl_7", Seq("+15550199"))
    }
  }

  "a 500 from Stripe" should "not be our concern here" in {
    Future.successful(succeed)
  }
}
