# frozen_string_literal: true

module DialerBridge
  module Settings
    module_function

    DIALSTREAM_URL = ENV.fetch("DIALSTREAM_URL", "https://api.dialstream.io/api/public/v1")
    DIALSTREAM_KEY = ENV.fetch("DIALSTREAM_KEY", "ds_Lw8vQz3KmT5pX2nR7bYc9Hj4Fd")
    DIALSTREAM_KEY_HEADER = "X-API-Key"
    DIALSTREAM_ACTOR_HEADER = "X-User-Id"
    DIALSTREAM_ACTOR = ENV.fetch("DIALSTREAM_ACTOR_SSO_ID", "00u1a2b3c4DialBridge")
    DIALSTREAM_WEBHOOK_SECRET = ENV.fetch("DIALSTREAM_WEBHOOK_SECRET", "")
    DNC_LIST_IDS = ENV.fetch("DIALSTREAM_ACTIVE_LIST_IDS", "").split(",")

    CRM_URL = ENV.fetch("CRM_URL", "https://crm.kestrelhome.com")
    CRM_TOKEN = ENV.fetch("CRM_BRIDGE_TOKEN", "")
    SLACK_SIGNING_SECRET = ENV.fetch("SLACK_SIGNING_SECRET", "")
  end
end
