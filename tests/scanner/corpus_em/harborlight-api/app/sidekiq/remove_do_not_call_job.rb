# frozen_string_literal: true

# Homeowner asked not to be called again; pull the number out of every rep list.
class RemoveDoNotCallJob
  include Sidekiq::Job
  sidekiq_options queue: :critical

  def perform(phone_e164)
    client = Callbeam.client
    User.reps.where.not(callbeam_list_id: nil).find_each do |rep|
      client.contact_lists.remove_phone(rep.callbeam_list_id, phone_e164)
    rescue Callbeam::Error => e
      next if e.status == 404 && e.body["error"] == "contact list not found"
      raise if e.status == 502
      Sentry.capture_exception(e, extra: { rep_id: rep.id })
    end
    DoNotCallEntry.create!(phone: phone_e164)
  end
end
