package com.northwind.dialer

import akka.http.scaladsl.model.StatusCodes
import akka.http.scaladsl.model.headers.RawHeader
import akka.http.scaladsl.testkit.ScalatestRouteTest
import com.northwind.dialer.routes.ApiRoutes
import org.scalatest.matchers.should.Matchers
import org.scalatest.wordspec.AnyWordSpec

class ApiRoutesSpec extends AnyWordSpec with Matchers with ScalatestRouteTest {
  private val routes = new ApiRoutes(Map("u-1" -> "Dana").get).routes

  "GET /api/v1/me" should {
    "return 404 user not found for unknown X-User-Id" in {
      Get("/api/v1/me").addHeader(RawHeader("X-User-Id", "nobody")) ~> routes ~> check {
        status shouldBe StatusCodes.NotFound
        responseAs[String] should include("user not found")
      }
    }
    "return the agent for a known id" in {
      Get("/api/v1/me").addHeader(RawHeader("X-User-Id", "u-1")) ~> routes ~> check {
        status shouldBe StatusCodes.OK
      }
    }
  }
}
