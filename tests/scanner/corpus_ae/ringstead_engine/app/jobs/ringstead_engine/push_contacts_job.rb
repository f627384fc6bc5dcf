module RingsteadEngine
  class PushContactsJob < ApplicationJob
    queue_as :integrations

    retry_on RingsteadEngine::IdentityProviderUnavailable, wait: :polynomially_longer, attempts: 8
    retry_on RingsteadEngine::RateLimited, wait: 30.seconds, attempts: 5
    discard_on RingsteadEngine::ApiDisabled

    def perform(care_team_id)
      care_team = CareTeam.find(care_team_id)
      result = SyncContactList.call(care_team)
      Rails.logger.info("[ringstead] synced #{result.added} contacts to list #{result.list_id}")
    rescue Faraday::ServerError => e
      raise IdentityProviderUnavailable, e.message if e.response_status == 502
      raise
    end
  end
end
