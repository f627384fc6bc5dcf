package io.northwind.calls

import org.scalatest.funsuite.AnyFunSuite

class RinglaneClientSpec extends AnyFunSuite {
  private val settings = RinglaneSettings("http://localhost:9", "dummy", "qa@northwind.io", 1)

  test("settings strip trailing slash") {
    val s = RinglaneSettings.load(
      com.typesafe.config.ConfigFactory.parseString(
        """northwind.ringlane { base-url = "http://x/", api-key = "k", acting-user = "u", parallelism = 1 }"""
      )
    )
    assert(s.baseUrl == "http://x")
  }

  test("retryable on 502 and 429 is a RinglaneFailure") {
    assert(Retryable(502, "x").isInstanceOf[RinglaneFailure])
  }

  test("client is serializable for executors") {
    val out = new java.io.ObjectOutputStream(new java.io.ByteArrayOutputStream())
    out.writeObject(new RinglaneClient(settings))
  }
}
