package io.fjordline.campaign.callharbor

import sttp.client3.testing.SttpBackendStub
import sttp.client3.impl.zio.RIOMonadAsyncError
import sttp.model.StatusCode
import zio._

class CallHarborClientSpec extends munit.FunSuite {

  private val cfg = CallHarborConfig(
    host = "https://api.callharbor.test",
    apiVersion = "v1",
    apiKey = "test-key",
    actingUserEmail = "qa@fjordline.io",
    webhookSecret = "s"
  )

  private def run[A](t: Task[A]): Either[Throwable, A] =
    Unsafe.unsafe(implicit u => Runtime.default.unsafe.run(t.either).getOrThrow())

  test("503 maps to ApiDisabled") {
    val backend = SttpBackendStub(new RIOMonadAsyncError[Any])
      .whenRequestMatches(_.uri.path.endsWith(List("contact-lists")))
      .thenRespondWithCode(StatusCode.ServiceUnavailable, """{"error":"API disabled on the server"}""")
    assertEquals(run(new CallHarborClient(cfg, backend).contactLists), Left(CallHarborFailure.ApiDisabled))
  }

  test("stripe-style 404 from another service is not our concern") {
    assert(StatusCode.NotFound.code == 404)
  }
}
