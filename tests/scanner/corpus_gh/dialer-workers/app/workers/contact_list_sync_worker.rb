# frozen_string_literal: true

require "voxmint"
require_relative "../../lib/calling_retry_policy"

class ContactListSyncWorker
  include Sidekiq::Job
  sidekiq_options queue: :calling, retry: 8

  sidekiq_retry_in do |count, exception|
    case exception
    when Voxmint::IdentityProviderUnreachable, Voxmint::RateLimited
      CallingRetryPolicy.backoff(count)
    when Voxmint::ApiDisabled, Voxmint::Unauthorized
      :kill
    end
  end

  def perform(list_id, phones, rep_email)
    Voxmint.config.acting_user_email = rep_email
    Voxmint.contact_lists.add_contacts(list_id, phones)
  rescue Voxmint::APIError => e
    if e.status == 404 && e.message == "user not found"
      Sidekiq.logger.warn("rep #{rep_email} missing in Voxmint, dropping job")
      return
    end
    Sidekiq.logger.error("voxmint #{e.status}: #{e.message} #{e.details.inspect}")
    raise
  end
end
