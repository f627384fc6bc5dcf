class Campaign < ApplicationRecord
  include DialstreamDialer::SyncableContactList

  belongs_to :owner, class_name: "User"
  has_many :leads, dependent: :nullify

  enum :channel, { email: 0, outbound_call: 1, mixed: 2 }

  def outbound_calling?
    outbound_call? || mixed?
  end
end
