Rails.application.routes.draw do
  get "up" => "rails/health#show", as: :rails_health_check

  namespace :api do
    namespace :v1 do
      resources :leads, only: %i[index show update]
      resources :appointments
      resources :contact_lists, path: "contact-lists", only: %i[index show] do
        post :refresh, on: :member
      end
      get "me", to: "sessions#me"
    end
  end

  namespace :webhooks do
    post "callbeam", to: "callbeam#create"
    post "stripe", to: "stripe#create"
  end

  require "sidekiq/web"
  mount Sidekiq::Web => "/sidekiq"
end
