# frozen_string_literal: true

class ContactListLink < ApplicationRecord
  belongs_to :owner, class_name: "User"
  belongs_to :segment

  validates :callhaven_list_id, presence: true, uniqueness: { scope: :segment_id }
  validates :name, presence: true

  scope :failing, -> { where.not(last_error: nil) }

  def stale?
    last_synced_at.nil? || last_synced_at < 1.day.ago
  end
end
