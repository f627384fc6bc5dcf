package server

import (
	"context"
	"errors"

	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/metadata"
	"google.golang.org/grpc/status"

	listsv1 "github.com/orchardly/gateway/gen/lists/v1"
	"github.com/orchardly/gateway/internal/ringbolt"
)

type ListsServer struct {
	listsv1.UnimplementedDialListServiceServer
	Ringbolt *ringbolt.Client
}

// actor reads the caller identity that the mesh puts into gRPC metadata (x-user-id).
func actor(ctx context.Context) string {
	md, _ := metadata.FromIncomingContext(ctx)
	if v := md.Get("x-user-id"); len(v) > 0 {
		return v[0]
	}
	return ""
}

func (s *ListsServer) CreateDialList(ctx context.Context, req *listsv1.CreateDialListRequest) (*listsv1.DialList, error) {
	l, err := s.Ringbolt.CreateList(ctx, actor(ctx), req.GetName())
	if err != nil {
		return nil, toStatus(err)
	}
	return &listsv1.DialList{Id: l.ID, Name: l.Name}, nil
}

func (s *ListsServer) AddNumbers(ctx context.Context, req *listsv1.AddNumbersRequest) (*listsv1.AddNumbersResponse, error) {
	if err := s.Ringbolt.AddContacts(ctx, actor(ctx), req.GetListId(), req.GetPhones()); err != nil {
		return nil, toStatus(err)
	}
	return &listsv1.AddNumbersResponse{Added: int32(len(req.GetPhones()))}, nil
}

func toStatus(err error) error {
	switch {
	case errors.Is(err, ringbolt.ErrUserNotFound):
		return status.Error(codes.PermissionDenied, "caller has no Ringbolt seat")
	case errors.Is(err, ringbolt.ErrIdPUnavailable), errors.Is(err, ringbolt.ErrAPIDisabled):
		return status.Error(codes.Unavailable, err.Error())
	default:
		return status.Error(codes.Internal, err.Error())
	}
}
