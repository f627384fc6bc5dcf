package com.northwind.dialer.routes

import akka.http.scaladsl.model.{ContentTypes, HttpEntity, StatusCodes}
import akka.http.scaladsl.server.Directives._
import akka.http.scaladsl.server.Route

/**
 * Our own gateway API used by the agent desktop. The desktop sends the signed-in agent
 * as X-User-Id; we do NOT forward it anywhere, it's only used for authorisation here.
 */
class ApiRoutes(agents: String => Option[String]) {

  private def jsonError(msg: String) =
    HttpEntity(ContentTypes.`application/json`, s"""{"error":"$msg"}""")

  val routes: Route = pathPrefix("api" / "v1") {
    optionalHeaderValueByName("X-User-Id") {
      case None => complete(StatusCodes.BadRequest -> jsonError("missing X-User-Id"))
      case Some(uid) =>
        agents(uid) match {
          case None => complete(StatusCodes.NotFound -> jsonError("user not found"))
          case Some(name) =>
            path("me") { get { complete(s"""{"id":"$uid","name":"$name"}""") } } ~
            path("contact-lists") { get { complete(StatusCodes.NotImplemented) } }
        }
    }
  }
}
