# frozen_string_literal: true

# Pushes today's unpaid-invoice carriers into the Ringlane call list used by
# the collections team.
class SyncCallListJob
  include Sidekiq::Job
  sidekiq_options queue: :integrations, retry: 8

  sidekiq_retry_in do |count, exception|
    case exception
    when Ringlane::RateLimited then 60 * (count + 1)
    when Ringlane::IdentityProviderUnavailable then 30
    when Ringlane::ApiDisabled then :kill
    end
  end

  def perform(call_list_id)
    call_list = CallList.find(call_list_id)
    return unless Rails.application.config.x.ringlane.enabled

    phones = call_list.carriers.overdue.pluck(:dispatch_phone).compact.uniq
    lists = Ringlane::ContactLists.new

    if call_list.ringlane_list_id.blank?
      created = lists.create(name: call_list.name, owner_email: call_list.owner.email)
      call_list.update!(ringlane_list_id: created.fetch("id"))
    end

    phones.each_slice(500) { |batch| lists.append(call_list.ringlane_list_id, batch) }
    call_list.touch(:synced_at)
  rescue Ringlane::UserNotFound => e
    # The list owner has no Ringlane seat (left the company, SSO not provisioned...).
    call_list.update!(sync_error: "Owner #{call_list.owner.email} is not a Ringlane user: #{e.message}")
  rescue Ringlane::ContactListNotFound
    # Someone deleted it in the Ringlane UI; recreate on next run.
    call_list.update!(ringlane_list_id: nil)
    self.class.perform_in(1.minute, call_list_id)
  rescue Ringlane::Error => e
    raise if e.status.nil? || e.status >= 500

    call_list.update!(sync_error: e.field_errors.map { |k, v| "#{k}: #{v}" }.join(", ").presence || e.message)
  end
end
