# frozen_string_literal: true

require "sidekiq"
require_relative "../../lib/ringforge/client"

# Every evening, pushes tomorrow's delivery contacts to the RingForge list
# the dispatch team uses for "your driver is on the way" calls.
class SyncRouteContactsJob
  include Sidekiq::Job
  sidekiq_options queue: :integrations, retry: 5

  sidekiq_retry_in do |count, exception|
    case exception
    when RingForge::ApiDisabled then :kill
    when RingForge::IdentityProviderDown then 60 * (count + 1)
    end
  end

  def perform(route_date)
    phones = Route.for_date(route_date).flat_map(&:stop_phones).uniq
    return if phones.empty?

    client.add_contacts(ENV.fetch("RINGFORGE_DISPATCH_LIST_ID"), phones)
  rescue RingForge::UserNotFound => e
    Sidekiq.logger.error("RingForge acting user missing: #{e.message}")
  rescue RingForge::Error => e
    e.details.each { |d| Sidekiq.logger.warn("#{d['path']}: #{d['message']}") }
    raise
  end

  private

  def client
    @client ||= RingForge::Client.new
  end
end
