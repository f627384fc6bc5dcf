module RingcadenceEngine
  VERSION = "0.9.3"
end
