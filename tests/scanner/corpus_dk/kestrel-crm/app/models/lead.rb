class Lead < ApplicationRecord
  belongs_to :campaign, optional: true
  belongs_to :owner, class_name: "User", optional: true

  normalizes :phone_e164, with: ->(p) { Phonelib.parse(p).e164 }

  scope :callable, -> { where(do_not_call: false).where.not(phone_e164: nil) }

  validates :phone_e164, presence: true, if: -> { source == "phone_inquiry" }
end
