require_relative "production"

Rails.application.configure do
  config.log_level = :debug
  config.active_job.queue_name_prefix = "kestrel_staging"

  config.x.dialstream.base_url = "https://sandbox.dialstream.io/api/public/v1"
  config.x.dialstream.acting_user = "qa-dialer@kestrelhome.com"
  config.x.pricing.base_url = "https://pricing.staging.kestrelhome.com/v1"
end
