# frozen_string_literal: true

Rails.application.config.callbeam = Rails.application.config_for(:callbeam)

Callbeam.configure do |c|
  c.base_url    = Rails.application.config.callbeam[:base_url]
  c.api_key     = Rails.application.config.callbeam[:api_key]
  c.acting_user = Rails.application.config.callbeam[:acting_user]
  c.logger      = Rails.logger
end
