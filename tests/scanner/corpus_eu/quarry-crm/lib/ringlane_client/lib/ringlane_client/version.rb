# frozen_string_literal: true

module RinglaneClient
  VERSION = "0.7.3"
end
