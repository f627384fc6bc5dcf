module DialstreamDialer
  VERSION = "0.7.2"
end
