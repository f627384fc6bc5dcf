# frozen_string_literal: true

class RouteLeadJob < ApplicationJob
  queue_as :default
  retry_on Calltide::Error, attempts: 5, wait: :polynomially_longer

  def perform(lead_id)
    lead = Lead.find(lead_id)
    list_id = Setting.fetch("calltide.inbound_list_id")
    Calltide::Client.new.append_contacts(list_id, [{ phone: lead.phone, name: lead.full_name }])
  rescue Calltide::UserNotFound => e
    Rails.logger.error("[calltide] acting user missing: #{e.message}")
    AdminMailer.calltide_user_missing(e.message).deliver_later
  end
end
