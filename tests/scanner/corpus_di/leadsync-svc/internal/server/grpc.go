package server

import (
	"context"
	"errors"
	"time"

	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/metadata"
	"google.golang.org/grpc/status"
	"google.golang.org/protobuf/types/known/timestamppb"

	leadsyncv1 "github.com/tallyhaus/leadsync-svc/gen/leadsync/v1"
	"github.com/tallyhaus/leadsync-svc/internal/ringlane"
)

type Dialer interface {
	CreateContactList(ctx context.Context, name string) (*ringlane.ContactList, error)
	GetContactList(ctx context.Context, id string) (*ringlane.ContactList, error)
	AppendContacts(ctx context.Context, id string, contacts []ringlane.Contact) (*ringlane.AppendResult, error)
	RemoveContact(ctx context.Context, id, phone string) error
}

type LeadSyncServer struct {
	leadsyncv1.UnimplementedLeadSyncServiceServer
	dialer Dialer
	store  Store
}

func NewLeadSyncServer(d Dialer, s Store) *LeadSyncServer {
	return &LeadSyncServer{dialer: d, store: s}
}

// callerEmail reads the end-user identity forwarded by the gateway from our own
// edge proxy. It is only used for audit logging.
func callerEmail(ctx context.Context) string {
	md, _ := metadata.FromIncomingContext(ctx)
	if v := md.Get("x-user-email"); len(v) > 0 {
		return v[0]
	}
	return ""
}

func (s *LeadSyncServer) CreateDialList(ctx context.Context, req *leadsyncv1.CreateDialListRequest) (*leadsyncv1.DialList, error) {
	if req.GetCampaignId() == "" {
		return nil, status.Error(codes.InvalidArgument, "campaign_id is required")
	}
	remote, err := s.dialer.CreateContactList(ctx, req.GetName())
	if err != nil {
		return nil, toStatus(err)
	}
	dl, err := s.store.InsertDialList(ctx, req.GetCampaignId(), req.GetName(), remote.ID, callerEmail(ctx))
	if err != nil {
		return nil, status.Error(codes.Internal, err.Error())
	}
	return &leadsyncv1.DialList{
		Id:           dl.ID,
		CampaignId:   dl.CampaignID,
		Name:         dl.Name,
		RemoteListId: remote.ID,
		CreatedAt:    timestamppb.New(dl.CreatedAt),
	}, nil
}

func (s *LeadSyncServer) AddLeads(ctx context.Context, req *leadsyncv1.AddLeadsRequest) (*leadsyncv1.AddLeadsResponse, error) {
	dl, err := s.store.GetDialList(ctx, req.GetId())
	if err != nil {
		return nil, status.Error(codes.NotFound, "dial list not found")
	}
	contacts := make([]ringlane.Contact, 0, len(req.GetLeads()))
	for _, l := range req.GetLeads() {
		contacts = append(contacts, ringlane.Contact{Phone: l.GetPhone(), FirstName: l.GetFirstName(), LastName: l.GetLastName(), Company: l.GetCompany()})
	}
	res, err := s.dialer.AppendContacts(ctx, dl.RemoteListID, contacts)
	if err != nil {
		return nil, toStatus(err)
	}
	return &leadsyncv1.AddLeadsResponse{Added: int32(res.Added), RejectedPhones: res.Rejected}, nil
}

func toStatus(err error) error {
	switch {
	case errors.Is(err, ringlane.ErrUnauthorized):
		return status.Error(codes.Internal, "dialer credentials misconfigured")
	case errors.Is(err, ringlane.ErrAPIDisabled):
		return status.Error(codes.FailedPrecondition, "dialer integration disabled")
	case errors.Is(err, ringlane.ErrUserNotFound):
		return status.Error(codes.PermissionDenied, "acting user unknown to dialer")
	case errors.Is(err, ringlane.ErrListNotFound):
		return status.Error(codes.NotFound, "remote list not found")
	}
	return status.Error(codes.Unavailable, err.Error())
}
type DialListRow struct {
	ID           string
	CampaignID   string
	Name         string
	RemoteListID string
	CreatedBy    string
	CreatedAt    time.Time
}

type Store interface {
	InsertDialList(ctx context.Context, campaignID, name, remoteID, createdBy string) (*DialListRow, error)
	GetDialList(ctx context.Context, id string) (*DialListRow, error)
}
