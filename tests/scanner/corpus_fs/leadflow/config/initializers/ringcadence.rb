cfg = Rails.application.config_for(:ringcadence)

RingcadenceEngine.configure do |c|
  c.base_url          = cfg[:base_url]
  c.api_key           = cfg[:api_key]
  c.acting_user_email = cfg[:acting_user]
  c.webhook_secret    = cfg[:webhook_secret]
  c.v2_key            = ENV["RINGCADENCE_V2_KEY"] || Rails.application.credentials.dig(:ringcadence, :v2_key)
  c.logger            = Rails.logger
end

Rails.application.config.x.ringcadence_push_batch_size = cfg[:push_batch_size]
