package upstream

import (
	"encoding/json"
	"net/http"

	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"
)

// errorBody is RingPilot's error envelope.
type errorBody struct {
	Error   string `json:"error"`
	Details []struct {
		Path    string `json:"path"`
		Message string `json:"message"`
	} `json:"details"`
}

// UpstreamError carries the HTTP status so the gRPC layer can translate it.
type UpstreamError struct {
	Status int
	Body   errorBody
}

func (e *UpstreamError) Error() string { return e.Body.Error }

func parseError(resp *http.Response) error {
	e := &UpstreamError{Status: resp.StatusCode}
	_ = json.NewDecoder(resp.Body).Decode(&e.Body)
	return e
}

// ToStatus converts an upstream failure into a gRPC status.
func ToStatus(err error) error {
	ue, ok := err.(*UpstreamError)
	if !ok {
		return status.Error(codes.Unavailable, err.Error())
	}
	switch ue.Status {
	case 400:
		if len(ue.Body.Details) > 0 {
			return status.Errorf(codes.InvalidArgument, "%s: %s", ue.Body.Details[0].Path, ue.Body.Details[0].Message)
		}
		return status.Error(codes.InvalidArgument, ue.Body.Error)
	case 401:
		return status.Error(codes.Internal, "dialer credentials rejected")
	case 404:
		if ue.Body.Error == "user not found" {
			return status.Error(codes.PermissionDenied, "caller has no RingPilot seat")
		}
		return status.Error(codes.NotFound, "contact list not found")
	case 502:
		return status.Error(codes.Unavailable, "dialer identity provider unreachable")
	case 503:
		return status.Error(codes.FailedPrecondition, "dialer public API disabled")
	case 429:
		return status.Error(codes.ResourceExhausted, "dialer rate limit")
	}
	return status.Error(codes.Unknown, ue.Body.Error)
}
