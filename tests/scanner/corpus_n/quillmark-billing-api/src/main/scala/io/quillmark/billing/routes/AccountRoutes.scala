package io.quillmark.billing.routes

import akka.http.scaladsl.model.StatusCodes
import akka.http.scaladsl.server.Directives._
import akka.http.scaladsl.server.Route

/** Our own API; the gateway injects X-User-Id after SSO. */
class AccountRoutes(accounts: AccountService) {
  val routes: Route = pathPrefix("api" / "v1" / "accounts") {
    optionalHeaderValueByName("X-User-Id") {
      case None => complete(StatusCodes.BadRequest -> """{"error":"missing user"}""")
      case Some(userId) =>
        pathEnd { get { complete(accounts.forUser(userId)) } } ~
        path(Segment / "invoices") { id => get { complete(accounts.invoices(userId, id)) } }
    }
  }
}
