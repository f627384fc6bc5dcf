# frozen_string_literal: true

module Voxmint
  VERSION = "0.9.3"
end
