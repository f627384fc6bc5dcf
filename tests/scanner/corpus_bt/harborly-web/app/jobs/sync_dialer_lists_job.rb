# frozen_string_literal: true

# Pushes a Harborly saved view of leads into a Dialwise list so reps can
# power-dial it.
class SyncDialerListsJob < ApplicationJob
  queue_as :integrations

  def perform(saved_view_id, user_id)
    view = SavedView.find(saved_view_id)
    user = User.find(user_id)
    client = Dialwise::Client.new(acting_user: user)

    list_id = view.dialwise_list_id || client.create_contact_list(name: view.name).fetch("id")
    view.update!(dialwise_list_id: list_id)
    client.add_contacts(list_id, view.leads.pluck(:phone).compact)
  rescue Dialwise::UnknownUserError
    user.integration_alerts.create!(kind: "dialwise_seat_missing")
  rescue Dialwise::ListNotFound
    view.update!(dialwise_list_id: nil)
    retry
  end
end
