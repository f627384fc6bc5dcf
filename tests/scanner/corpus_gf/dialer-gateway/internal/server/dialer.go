package server

import (
	"context"

	"go.uber.org/zap"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/metadata"
	"google.golang.org/grpc/status"

	dialerv1 "github.com/northbeam/dialer-gateway/gen/northbeam/dialer/v1"
	"github.com/northbeam/dialer-gateway/internal/upstream"
)

// DialerServer implements dialerv1.DialerServiceServer.
type DialerServer struct {
	dialerv1.UnimplementedDialerServiceServer
	Upstream *upstream.Client
	Log      *zap.Logger
}

// callerID pulls the Okta user id forwarded by the gateway.
func callerID(ctx context.Context) (string, error) {
	md, _ := metadata.FromIncomingContext(ctx)
	if v := md.Get("x-user-id"); len(v) > 0 && v[0] != "" {
		return v[0], nil
	}
	return "", status.Error(codes.Unauthenticated, "missing x-user-id metadata")
}

func (s *DialerServer) GetList(ctx context.Context, req *dialerv1.GetListRequest) (*dialerv1.List, error) {
	uid, err := callerID(ctx)
	if err != nil {
		return nil, err
	}
	l, err := s.Upstream.GetList(ctx, uid, req.GetListId())
	if err != nil {
		s.Log.Warn("get list", zap.String("list_id", req.GetListId()), zap.Error(err))
		return nil, upstream.ToStatus(err)
	}
	return &dialerv1.List{Id: l.ID, Name: l.Name, Size: int32(l.Size)}, nil
}

func (s *DialerServer) AddNumbers(ctx context.Context, req *dialerv1.AddNumbersRequest) (*dialerv1.AddNumbersResponse, error) {
	uid, err := callerID(ctx)
	if err != nil {
		return nil, err
	}
	if err := s.Upstream.AddPhones(ctx, uid, req.GetListId(), req.GetPhones()); err != nil {
		return nil, upstream.ToStatus(err)
	}
	return &dialerv1.AddNumbersResponse{Added: int32(len(req.GetPhones()))}, nil
}

func (s *DialerServer) RemoveNumber(ctx context.Context, req *dialerv1.RemoveNumberRequest) (*dialerv1.RemoveNumberResponse, error) {
	uid, err := callerID(ctx)
	if err != nil {
		return nil, err
	}
	if err := s.Upstream.RemovePhone(ctx, uid, req.GetListId(), req.GetPhone()); err != nil {
		return nil, upstream.ToStatus(err)
	}
	return &dialerv1.RemoveNumberResponse{}, nil
}
