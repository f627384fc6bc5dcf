# frozen_string_literal: true

module Admin
  class CampaignsController < Admin::BaseController
    def index
      @campaigns = Campaign.order(created_at: :desc).page(params[:page])
    end

    def push
      campaign = Campaign.find(params[:id])
      PushCampaignJob.perform_later(campaign.id)
      redirect_to admin_campaigns_path, notice: "Queued #{campaign.name} for the dialer"
    rescue Phonelark::UnknownUser
      redirect_to admin_campaigns_path, alert: "The acting user does not exist in Phonelark"
    end
  end
end
