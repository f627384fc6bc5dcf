# frozen_string_literal: true

require "httparty"
require "json"

module Sqs
  # Consumes lead batches from the marketing site and creates a Voxmint list per batch.
  class LeadImportWorker
    include Shoryuken::Worker
    shoryuken_options queue: "fernbrook-lead-imports", auto_delete: true, body_parser: :json

    VOXMINT_V1 = "https://api.voxmint.com/api/public/v1".freeze

    def perform(_sqs_msg, batch)
      headers = {
        "Content-Type" => "application/json",
        "x-api-key" => ENV.fetch("VOXMINT_API_KEY"),
        "x-user-email" => batch.fetch("owner_email")
      }
      list = HTTParty.post("#{VOXMINT_V1}/contact-lists", headers: headers,
                                                          body: { name: batch["campaign"] }.to_json)
      return handle_failure(list, batch) unless list.success?

      HTTParty.post("#{VOXMINT_V1}/contact-lists/#{list["id"]}/contacts", headers: headers,
                                                                         body: { contacts: batch["phones"].map { |p| { phone: p } } }.to_json)
    end

    private

    def handle_failure(response, batch)
      body = response.parsed_response.is_a?(Hash) ? response.parsed_response : {}
      if response.code == 404 && body["error"] == "user not found"
        Shoryuken.logger.warn("owner #{batch["owner_email"]} not provisioned in Voxmint")
      else
        Shoryuken.logger.error("voxmint import failed (#{response.code}): #{body["error"]}")
        raise "voxmint import failed"
      end
    end
  end
end
