# frozen_string_literal: true

Hanami.app.register_provider(:voxmint) do
  prepare do
    require "faraday"
  end

  start do
    settings = target["settings"]
    base = "#{settings.voxmint_host}/api/public/#{settings.voxmint_api_version}/"

    conn = Faraday.new(url: base, request: { timeout: settings.voxmint_timeout }) do |f|
      f.request :json
      f.response :json, content_type: /\bjson$/
      f.headers["X-Api-Key"] = settings.voxmint_api_key
      f.headers["User-Agent"] = "leadbook/#{Leadbook::VERSION}"
    end

    register "voxmint.http", conn
  end
end
