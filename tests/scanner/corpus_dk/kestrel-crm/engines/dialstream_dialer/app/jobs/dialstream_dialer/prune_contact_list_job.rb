# frozen_string_literal: true

module DialstreamDialer
  class PruneContactListJob < ApplicationJob
    queue_as :dialstream

    def perform(list_id, phones: [], destroy_list: false)
      client = DialstreamDialer.client
      if destroy_list
        client.destroy_contact_list(list_id)
      else
        phones.each { |phone| client.remove_contact(list_id, phone) }
      end
    rescue DialstreamDialer::ContactListNotFound
      Rails.logger.info("[dialstream] list #{list_id} already gone")
    rescue DialstreamDialer::Error => e
      if e.status == 503
        # API switched off on their side (maintenance); try again in an hour
        self.class.set(wait: 1.hour).perform_later(list_id, phones: phones, destroy_list: destroy_list)
      else
        raise
      end
    end
  end
end
