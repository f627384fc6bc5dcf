package com.quillfield.sync

import com.typesafe.config.ConfigFactory
import sttp.client3.testing.SttpBackendStub
import sttp.model.StatusCode

class CallPilotSyncSpec extends munit.FunSuite {

  private val conf = ConfigFactory.parseString(
    """callpilot { host = "http://stub", api-version = "v2", api-key = "k", acting-user = "t@example.com" }"""
  )

  test("503 from the dialer is treated as retryable") {
    val backend = SttpBackendStub.synchronous
      .whenAnyRequest
      .thenRespondWithCode(StatusCode.ServiceUnavailable)
    val sync = new CallPilotSync(conf, backend)
    assertEquals(sync.fetchLists(1), Left(Retryable))
  }
}
