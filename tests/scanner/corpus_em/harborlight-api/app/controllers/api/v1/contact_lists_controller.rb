# frozen_string_literal: true

# Our own endpoint for the mobile app: the rep's call list as we last synced it.
module Api
  module V1
    class ContactListsController < ApplicationController
      def index
        render json: current_user.call_list_entries.order(:position).as_json(only: %i[id lead_id phone position])
      end

      def show
        entry = current_user.call_list_entries.find(params[:id])
        render json: entry
      end

      def refresh
        SyncRepCallListJob.perform_async(current_user.id)
        head :accepted
      end
    end
  end
end
