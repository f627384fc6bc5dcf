module RingcadenceEngine
  class AppendContactsJob < ActiveJob::Base
    queue_as :dialer

    retry_on Errors::IdentityProviderUnavailable, wait: :polynomially_longer, attempts: 6
    retry_on Errors::RateLimited, wait: 30.seconds, attempts: 10
    discard_on Errors::ContactListNotFound

    def perform(list_id, phones, acting_user_email = nil)
      RingcadenceEngine.with_acting_user(acting_user_email) do
        RingcadenceEngine.client.append_contacts(list_id, phones)
      end
    rescue Errors::ApiDisabled => e
      Rails.logger.error("[ringcadence] public API disabled, dropping append for list #{list_id}: #{e.message}")
    end
  end
end
