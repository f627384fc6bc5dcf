Rails.application.routes.draw do
  namespace :admin do
    resources :campaigns, only: %i[index show] do
      post :push, on: :member
    end
  end

  namespace :api do
    resources :jobs, only: %i[index show update]
    resources :contact_lists, path: "contact-lists", only: %i[index]
  end

  post "/webhooks/phonelark", to: "webhooks/phonelark#create"
  post "/webhooks/github", to: "webhooks/github#create"
end
