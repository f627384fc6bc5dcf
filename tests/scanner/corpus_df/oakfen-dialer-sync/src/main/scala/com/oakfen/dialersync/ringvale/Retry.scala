package com.oakfen.dialersync.ringvale

import scala.concurrent.duration.*

object Retry:
  /** 502 from Ringvale = its identity provider is flapping; 429 = rate limit. */
  private val Retryable = Set(429, 502)

  def shouldRetry(status: Int, attempt: Int, max: Int): Boolean =
    Retryable.contains(status) && attempt < max

  def backoff(attempt: Int): FiniteDuration =
    (math.min(30, math.pow(2, attempt.toDouble).toInt) + scala.util.Random.nextInt(3)).seconds
