package com.moorfield.campaignsync

import cats.effect.IO
import cats.effect.unsafe.implicits.global
import munit.FunSuite
import sttp.client3.testing.SttpBackendStub
import sttp.client3.impl.cats.implicits._
import sttp.model.StatusCode

import com.moorfield.campaignsync.ringcadence._
import scala.concurrent.duration._

class RingcadenceApiSpec extends FunSuite {

  private val cfg = RingcadenceConfig(
    baseUrl = "https://api.ringcadence.io/api/public/v1",
    apiKey = "rc_Zp4Qm8LxT2vKw9NbR7cY1eHs",
    actingUserId = "00u-test",
    requestTimeout = 5.seconds,
    maxRetries = 0
  )

  test("404 user not found maps to UnknownActingUser") {
    val backend = SttpBackendStub[IO, Any](implicitly)
      .whenAnyRequest
      .thenRespondWithCode(StatusCode.NotFound, """{"error":"user not found","details":[]}""")
    val api = new RingcadenceApi(cfg, backend)
    val res = api.getContactList("cl_1").attempt.unsafeRunSync()
    assertEquals(res.left.map(_.getClass), Left(classOf[RingcadenceFailure.UnknownActingUser]))
  }

  test("503 maps to ApiDisabled") {
    val backend = SttpBackendStub[IO, Any](implicitly)
      .whenAnyRequest
      .thenRespondWithCode(StatusCode.ServiceUnavailable, """{"error":"API disabled on the server"}""")
    val api = new RingcadenceApi(cfg, backend)
    assert(api.getContactList("cl_1").attempt.unsafeRunSync().left.exists(_.isInstanceOf[RingcadenceFailure.ApiDisabled]))
  }
}
