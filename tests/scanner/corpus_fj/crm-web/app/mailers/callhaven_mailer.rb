# frozen_string_literal: true

class CallhavenMailer < ApplicationMailer
  default from: "Ledgerly <notifications@ledgerly.io>"

  def sync_failed
    @link = params[:link]
    @reason = params[:reason]
    @settings_url = settings_integrations_url(anchor: "callhaven")
    mail(to: @link.owner.email, subject: "Your Callhaven list \"#{@link.name}\" stopped syncing")
  end

  def weekly_digest
    @user = params[:user]
    @calls = CallEvent.for_user(@user).where(occurred_at: 1.week.ago..)
    mail(to: @user.email, subject: "Your week in calls")
  end
end
