# frozen_string_literal: true

# Nightly: pushes each agent's renewal queue into their personal Ringlane list.
class SyncAgentListsJob < ApplicationJob
  queue_as :integrations

  def perform
    Agent.active.find_each do |agent|
      client = Ringlane::Client.new(actor: agent.email)
      list_id = agent.ringlane_list_id || create_list(client, agent)
      phones = agent.renewals.due_within(30.days).pluck(:phone_e164)
      next if phones.empty?

      phones.each_slice(200) { |batch| client.append_contacts(list_id, batch) }
    rescue Ringlane::Errors::Transient => e
      Rails.logger.info("[ringlane] will retry #{agent.id}: #{e.message}")
      self.class.set(wait: 15.minutes).perform_later
    end
  end

  private

  def create_list(client, agent)
    list = client.create_contact_list(name: "Renewals - #{agent.name}", owner_email: agent.email)
    agent.update!(ringlane_list_id: list.fetch("id"))
    list.fetch("id")
  end
end
