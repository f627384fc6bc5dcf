module DialstreamDialer
  class Engine < ::Rails::Engine
    isolate_namespace DialstreamDialer

    config.autoload_paths << root.join("app/clients")

    initializer "dialstream_dialer.filter_params" do |app|
      app.config.filter_parameters += %i[api_key signing_secret phone]
    end
  end
end
