# frozen_string_literal: true

module DialstreamDialer
  # Mixed into Campaign: keeps a Dialstream contact list in step with the campaign's leads.
  module SyncableContactList
    extend ActiveSupport::Concern

    included do
      after_commit :ensure_dialstream_list, on: :create, if: :outbound_calling?
      after_commit :drop_dialstream_list, on: :destroy, if: -> { dialstream_list_id.present? }
    end

    def ensure_dialstream_list
      return if dialstream_list_id.present?

      list = DialstreamDialer.client(acting_user: owner&.email).create_contact_list(
        name: "#{name} (#{id})",
        campaign_ref: "campaign-#{id}"
      )
      update_column(:dialstream_list_id, list.fetch("id"))
    rescue DialstreamDialer::UserNotFound
      # owner has no Dialstream seat yet; fall back to the sync user
      list = DialstreamDialer.client.create_contact_list(name: "#{name} (#{id})", campaign_ref: "campaign-#{id}")
      update_column(:dialstream_list_id, list.fetch("id"))
    end

    def drop_dialstream_list
      DialstreamDialer::PruneContactListJob.perform_later(dialstream_list_id, destroy_list: true)
    end

    def push_leads_to_dialer(leads = self.leads.callable)
      leads.pluck(:phone_e164).compact.each_slice(500) do |batch|
        DialstreamDialer::PushContactsJob.perform_later(dialstream_list_id, batch)
      end
    end
  end
end
