class RefreshDialerListJob < ApplicationJob
  queue_as :dialer

  retry_on RingcadenceEngine::Errors::RateLimited, wait: 1.minute, attempts: 5

  def perform(contact_list_id)
    contact_list = ContactList.find(contact_list_id)
    owner = contact_list.owner

    RingcadenceEngine.with_acting_user(owner.email) do
      remote = RingcadenceEngine.client.contact_list(contact_list.ringcadence_id)
      contact_list.update!(remote_size: remote["size"], refreshed_at: Time.current)
    end
  rescue RingcadenceEngine::Errors::ApiError => e
    if e.status == 404 && e.message == "user not found"
      # Rep was offboarded in RingCadence but not in leadflow; fall back to the bot user.
      RingcadenceEngine.client.contact_list(contact_list.ringcadence_id)
    elsif e.status == 502
      retry_job wait: 20.seconds
    else
      raise
    end
  end
end
