module github.com/tidewater/eta-notifier

go 1.19
