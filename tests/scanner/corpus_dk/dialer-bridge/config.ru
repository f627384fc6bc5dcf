require_relative "app"

use Rack::CommonLogger
run DialerBridge::App.freeze.app
