package callbrook

import (
	"errors"
	"fmt"
)

var (
	ErrUserNotFound  = errors.New("callbrook: acting user not found")
	ErrIdPDown       = errors.New("callbrook: identity provider unreachable")
	ErrAPIDisabled   = errors.New("callbrook: public API disabled")
	ErrListNotFound  = errors.New("callbrook: contact list not found")
)

// legacyErrorBody is the flat v1 error payload.
type legacyErrorBody struct {
	Error   string `json:"error"`
	Details []struct {
		Path    string `json:"path"`
		Message string `json:"message"`
	} `json:"details"`
}

// v2ErrorBody is the nested v2 payload.
type v2ErrorBody struct {
	Error struct {
		Code    string `json:"code"`
		Message string `json:"message,omitempty"`
	} `json:"error"`
}

type APIError struct {
	Status int
	Code   string
	Msg    string
}

func (e *APIError) Error() string { return fmt.Sprintf("callbrook %d %s: %s", e.Status, e.Code, e.Msg) }
