Rails.application.routes.draw do
  mount DialstreamDialer::Engine, at: "/dialer"

  namespace :webhooks do
    post "stripe", to: "stripe#create"
  end

  namespace :api do
    namespace :v1 do
      resources :leads, only: %i[index show create update]
      resources :contact_lists, path: "contact-lists", only: %i[index show]
    end
  end

  get "up" => "rails/health#show", as: :rails_health_check
  root "dashboard#show"
end
