Rails.application.routes.draw do
  require "sidekiq/web"
  mount Sidekiq::Web => "/sidekiq", constraints: AdminConstraint.new

  namespace :webhooks do
    post "ringforge", to: "ringforge#create"
    post "stripe", to: "stripe#create"
  end

  namespace :api do
    resources :campaigns, only: %i[index show update] do
      resources :contact_lists, only: %i[index create destroy]
    end
    resources :leads, only: %i[index show]
  end

  get "up" => "rails/health#show", as: :rails_health_check
end
