module github.com/harborline/edge-api

go 1.22

require (
	github.com/grpc-ecosystem/grpc-gateway/v2 v2.20.0
	google.golang.org/grpc v1.64.0
	google.golang.org/protobuf v1.34.2
)
