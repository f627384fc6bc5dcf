defmodule HarborWeb.Router do
  use HarborWeb, :router

  pipeline :api do
    plug :accepts, ["json"]
    plug HarborWeb.Plugs.GatewayIdentity
  end

  pipeline :webhooks do
    plug :accepts, ["json"]
  end

  scope "/api", HarborWeb do
    pipe_through :api

    resources "/campaigns", CampaignController, only: [:index, :show, :create, :update]
    post "/campaigns/:id/sync", CampaignController, :sync
    get "/me", MeController, :show
  end

  scope "/webhooks", HarborWeb do
    pipe_through :webhooks

    post "/ringlane", RinglaneWebhookController, :create
    post "/stripe", StripeWebhookController, :create
  end
end
