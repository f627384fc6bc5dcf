require "active_support/core_ext/integer/time"

Rails.application.configure do
  config.enable_reloading = false
  config.eager_load = true
  config.consider_all_requests_local = false
  config.action_controller.perform_caching = true
  config.public_file_server.enabled = ENV["RAILS_SERVE_STATIC_FILES"].present?
  config.force_ssl = true
  config.log_level = ENV.fetch("RAILS_LOG_LEVEL", "info")
  config.log_tags = [:request_id]

  config.active_job.queue_adapter = :sidekiq
  config.active_job.queue_name_prefix = "kestrel_production"

  config.action_mailer.delivery_method = :smtp
  config.action_mailer.smtp_settings = {
    address: "smtp.sendgrid.net",
    port: 587,
    user_name: "apikey",
    password: ENV["SENDGRID_API_KEY"],
    authentication: :plain
  }

  # Dialer engine
  config.x.dialstream.base_url = ENV.fetch("DIALSTREAM_BASE_URL", "https://api.dialstream.io/api/public/v1")
  config.x.dialstream.acting_user = ENV.fetch("DIALSTREAM_ACTING_USER", "dialer-sync@kestrelhome.com")

  # Pricing service sits behind API Gateway
  config.x.pricing.base_url = "https://pricing.internal.kestrelhome.com/v1"

  config.i18n.fallbacks = true
  config.active_support.report_deprecations = false
  config.active_record.dump_schema_after_migration = false
end
