Rails.application.routes.draw do
  namespace :webhooks do
    post "calltide", to: "calltide#create"
    post "stripe", to: "stripe#create"
  end

  namespace :api do
    namespace :v1 do
      resources :leads, only: %i[index show create]
      resources :contact_lists, path: "contact-lists", only: %i[index show]
    end
  end

  get "/healthz", to: proc { [200, {}, ["ok"]] }
end
