module github.com/tallyhaus/leadsync-svc

go 1.22

require (
	github.com/go-chi/chi/v5 v5.0.12
	github.com/grpc-ecosystem/grpc-gateway/v2 v2.19.1
	github.com/kelseyhightower/envconfig v1.4.0
	github.com/stretchr/testify v1.9.0
	go.uber.org/zap v1.27.0
	google.golang.org/genproto/googleapis/api v0.0.0-20240318140521-94a12d6c2237
	google.golang.org/grpc v1.62.1
	google.golang.org/protobuf v1.33.0
)
