# frozen_string_literal: true

class Campaign < ApplicationRecord
  belongs_to :market
  has_many :leads, dependent: :destroy

  validates :name, :slug, presence: true
  validates :slug, uniqueness: true

  scope :dialing, -> { where(dialer_enabled: true) }

  after_commit :enqueue_ringforge_sync, on: %i[create update], if: :dialer_enabled?

  def ringforge_synced?
    ringforge_list_id.present? && ringforge_synced_at.present?
  end

  private

  def enqueue_ringforge_sync
    SyncContactListJob.perform_async(id)
  end
end
