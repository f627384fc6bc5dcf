package com.moorfield.campaignsync.http

import cats.effect.IO
import sttp.client3._

/** Pulls HubSpot contact lists (CRM segments) that feed campaigns. */
class HubspotClient(baseUrl: String, token: String, backend: SttpBackend[IO, Any]) {

  private val RetryStatuses = Set(429, 502, 503, 504)

  def listMemberships(listId: String): IO[String] = {
    def attempt(n: Int): IO[String] =
      basicRequest
        .get(uri"$baseUrl/lists/$listId/memberships")
        .auth.bearer(token)
        .send(backend)
        .flatMap { r =>
          r.body match {
            case Right(b) => IO.pure(b)
            case Left(_) if RetryStatuses.contains(r.code.code) && n < 3 => attempt(n + 1)
            case Left(e)  => IO.raiseError(new RuntimeException(s"hubspot ${r.code}: $e"))
          }
        }
    attempt(0)
  }
}
