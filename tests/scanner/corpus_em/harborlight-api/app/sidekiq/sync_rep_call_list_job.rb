# frozen_string_literal: true

class SyncRepCallListJob
  include Sidekiq::Job
  sidekiq_options queue: :dialer, retry: 8

  sidekiq_retry_in do |count, exception|
    case exception
    when Callbeam::IdentityProviderDown then 30 * (count + 1)
    when Callbeam::RateLimited then 60
    when Callbeam::ApiDisabled, Callbeam::UserNotFound then :kill
    end
  end

  def perform(rep_id)
    rep = User.find(rep_id)
    client = Callbeam.client.as_user(rep.email)

    list_id = rep.callbeam_list_id || create_list!(client, rep)
    leads = rep.leads.callable.where(updated_at: 2.days.ago..)

    leads.each_slice(200) { |batch| client.contact_lists.append(list_id, batch) }
    rep.update!(callbeam_synced_at: Time.current)
  rescue Callbeam::ContactListNotFound
    # list was deleted in the Callbeam UI; recreate on next run
    rep.update!(callbeam_list_id: nil)
    raise
  rescue Callbeam::UserNotFound => e
    Rails.logger.warn("[callbeam] #{rep.email} has no Callbeam seat: #{e.message}")
    rep.update!(dialer_status: "no_seat")
  end

  private

  def create_list!(client, rep)
    list = client.contact_lists.create(name: "#{rep.name} – daily", owner_email: rep.email)
    rep.update!(callbeam_list_id: list["id"])
    list["id"]
  end
end
