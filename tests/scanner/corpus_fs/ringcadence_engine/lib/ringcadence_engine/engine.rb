module RingcadenceEngine
  class Engine < ::Rails::Engine
    isolate_namespace RingcadenceEngine

    config.generators do |g|
      g.test_framework :rspec
    end

    initializer "ringcadence_engine.webhook_verifier" do |app|
      app.middleware.insert_before 0, RingcadenceEngine::WebhookVerifier, path: "/ringcadence/webhooks"
    end
  end
end
