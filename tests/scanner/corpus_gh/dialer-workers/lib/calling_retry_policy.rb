# frozen_string_literal: true

# Shared by the Sidekiq calling workers.
module CallingRetryPolicy
  # Voxmint v1 returns 502 when their Okta lookup of x-user-email times out.
  RETRYABLE = [408, 429, 502].freeze

  module_function

  def retryable?(status)
    RETRYABLE.include?(status.to_i)
  end

  def backoff(count)
    (count**4) + 15 + (rand(10) * (count + 1))
  end
end
