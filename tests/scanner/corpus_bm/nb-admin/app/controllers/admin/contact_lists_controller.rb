# frozen_string_literal: true

module Admin
  class ContactListsController < Admin::BaseController
    rescue_from DialwaveAdminClient::UserNotProvisioned do
      redirect_to admin_root_path, alert: "Your admin account is not provisioned in Dialwave."
    end

    rescue_from DialwaveAdminClient::ApiDisabled do
      render :unavailable, status: :service_unavailable
    end

    def index
      @lists = dialwave.contact_lists
    end

    def show
      @list = dialwave.contact_list(params[:id])
    end

    def destroy
      dialwave.destroy_contact_list(params[:id])
      AuditLog.record!(actor: current_admin, action: "dialwave.list.destroy", subject: params[:id])
      redirect_to admin_contact_lists_path, notice: "List deleted"
    rescue DialwaveAdminClient::Error => e
      flash[:alert] = e.details.map { |d| "#{d['path']}: #{d['message']}" }.join(", ").presence || e.message
      redirect_to admin_contact_list_path(params[:id])
    end

    private

    def dialwave
      @dialwave ||= DialwaveAdminClient.new(acting_user: current_admin)
    end
  end
end
