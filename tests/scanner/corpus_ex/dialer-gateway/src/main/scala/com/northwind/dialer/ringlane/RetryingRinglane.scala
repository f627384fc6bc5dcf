package com.northwind.dialer.ringlane

import akka.actor.typed.ActorSystem
import akka.pattern.after
import scala.concurrent.Future

class RetryingRinglane(api: RinglaneApi, settings: RinglaneSettings)(implicit system: ActorSystem[_]) {
  import system.executionContext

  private val retryOn: Set[Int] = Set(429, 502, 503)

  def withRetry[A](attempt: Int = 1)(call: => Future[Either[RinglaneFailure, A]]): Future[Either[RinglaneFailure, A]] =
    call.flatMap {
      case Left(f: RinglaneFailure.Other) if retryOn(f.code) && attempt < settings.retry.maxAttempts =>
        after(settings.retry.backoff * attempt.toLong)(withRetry(attempt + 1)(call))
      case Left(_: RinglaneFailure.IdpUnavailable) if attempt < settings.retry.maxAttempts =>
        after(settings.retry.backoff * attempt.toLong)(withRetry(attempt + 1)(call))
      case other => Future.successful(other)
    }
}
