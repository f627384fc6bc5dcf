module github.com/tidemark/callqueue-worker

go 1.22

require (
	github.com/caarlos0/env/v10 v10.0.0
	github.com/segmentio/kafka-go v0.4.47
	github.com/svix/svix-webhooks v1.21.0
)
