# frozen_string_literal: true

module DialstreamDialer
  class PushContactsJob < ApplicationJob
    queue_as :dialstream

    # 502 from Dialstream means their SSO lookup is down, which clears up on its own.
    TRANSIENT_STATUSES = [429, 502].freeze

    retry_on DialstreamDialer::IdentityProviderUnavailable, wait: :polynomially_longer, attempts: 8
    retry_on DialstreamDialer::RateLimited, wait: 1.minute, attempts: 10
    discard_on DialstreamDialer::ContactListNotFound

    def perform(list_id, phones)
      DialstreamDialer.client.append_contacts(list_id, phones)
    rescue DialstreamDialer::ApiDisabled => e
      Rails.logger.warn("[dialstream] API disabled, parking #{phones.size} contacts: #{e.message}")
      ParkedDialerBatch.create!(list_id: list_id, phones: phones)
    rescue DialstreamDialer::Error => e
      raise if TRANSIENT_STATUSES.include?(e.status)
      Sentry.capture_exception(e, extra: { list_id: list_id, details: e.details })
    end
  end
end
