package com.moorfield.campaignsync.ringcadence

import cats.effect.IO
import scala.concurrent.duration._

import RingcadenceFailure._

object RetryPolicy {

  /** Which Ringcadence failures are worth another attempt. */
  def isTransient(t: Throwable): Boolean = t match {
    case _: IdentityProviderDown => true
    case _: RateLimited          => true
    case _: java.net.SocketTimeoutException => true
    case _ => false
  }

  def retrying[A](maxRetries: Int)(io: IO[A]): IO[A] = {
    def loop(attempt: Int): IO[A] =
      io.handleErrorWith {
        case e if isTransient(e) && attempt < maxRetries =>
          IO.sleep((200 * math.pow(2, attempt.toDouble)).millis) >> loop(attempt + 1)
        case e => IO.raiseError(e)
      }
    loop(0)
  }
}
