# frozen_string_literal: true

module Dialer
  # Mirrors our ContactList records onto RingCadence contact lists via the engine.
  class ContactListSync
    Result = Struct.new(:ok, :errors, keyword_init: true)

    def initialize(contact_list, client: RingcadenceEngine.client)
      @contact_list = contact_list
      @client = client
    end

    def call
      remote = ensure_remote_list!
      added = @client.append_contacts(remote["id"], @contact_list.pending_phones)
      @contact_list.update!(synced_at: Time.current, last_push_count: added)
      Result.new(ok: true, errors: [])
    rescue RingcadenceEngine::Errors::ApiError => e
      Result.new(ok: false, errors: field_errors(e))
    end

    private

    def ensure_remote_list!
      return @client.contact_list(@contact_list.ringcadence_id) if @contact_list.ringcadence_id

      created = @client.create_contact_list(name: @contact_list.display_name)
      @contact_list.update!(ringcadence_id: created["id"])
      created
    end

    def field_errors(error)
      details = error.body.fetch("details", [])
      return [error.message] if details.empty?

      details.map { |d| "#{d['path']} #{d['message']}" }
    end
  end
end
