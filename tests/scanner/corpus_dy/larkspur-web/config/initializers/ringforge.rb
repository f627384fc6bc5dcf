# frozen_string_literal: true

settings = Rails.application.config_for(:ringforge)

RingForge.configure do |c|
  c.host              = settings[:host]
  c.legacy_base_url   = settings[:legacy_base_url]
  c.api_key           = settings[:api_key]
  c.acting_user_email = settings[:acting_user_email]
  c.open_timeout      = settings[:open_timeout]
  c.read_timeout      = settings[:read_timeout]
end
