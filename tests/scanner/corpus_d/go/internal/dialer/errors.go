package dialer

import (
	"errors"
	"fmt"
	"net/http"
	"time"

	"github.com/go-resty/resty/v2"
)

var (
	ErrUserNotFound   = errors.New("dialer: service user not found")
	ErrIdPUnreachable = errors.New("dialer: identity provider unreachable")
	ErrAPIDisabled    = errors.New("dialer: public API disabled")
	ErrRateLimited    = errors.New("dialer: rate limited")
)

// mapError turns a Ringlane error response into a sentinel error.
func mapError(resp *resty.Response) error {
	msg := ""
	if e, ok := resp.Error().(*apiError); ok && e != nil {
		msg = e.Error
	}
	switch resp.StatusCode() {
	case http.StatusNotFound:
		return ErrUserNotFound
	case http.StatusBadGateway:
		return ErrIdPUnreachable
	case http.StatusServiceUnavailable:
		return ErrAPIDisabled
	case http.StatusTooManyRequests:
		return ErrRateLimited
	default:
		return fmt.Errorf("dialer: HTTP %d: %s", resp.StatusCode(), msg)
	}
}

// Retryable reports whether a caller may retry later.
func Retryable(err error) bool {
	return errors.Is(err, ErrIdPUnreachable) || errors.Is(err, ErrRateLimited)
}

// apiError is the body Ringlane sends on failures.
type apiError struct {
	Error   string        `json:"error"`
	Details []fieldDetail `json:"details,omitempty"`
}

type fieldDetail struct {
	Path    string `json:"path"`
	Message string `json:"message"`
}

// problemV2 is kept for the upcoming migration (see MIGRATION.md).
type problemV2 struct {
	Error struct {
		Code      string        `json:"code"`
		Message   string        `json:"message"`
		RequestID string        `json:"requestId"`
		Details   []fieldDetail `json:"details,omitempty"`
	} `json:"error"`
}

// NewContactList is the create payload with embedded contacts.
type NewContactList struct {
	Name      string       `json:"name"`
	GroupName *string      `json:"groupName,omitempty"`
	Contacts  []NewContact `json:"contacts"`
}

type NewContact struct {
	PhoneNumber string `json:"phoneNumber"`
	FirstName   string `json:"firstName,omitempty"`
	LastName    string `json:"lastName,omitempty"`
}

type ContactList struct {
	ID            int64     `json:"id"`
	Name          string    `json:"name"`
	GroupName     *string   `json:"groupName"`
	ContactsCount int       `json:"contactsCount"`
	OrgID         string    `json:"orgId"`
	CreatedAt     time.Time `json:"createdAt"`
	UpdatedAt     time.Time `json:"updatedAt"`
}

// oauthError is what our SSO provider returns from /oauth/token.
type oauthError struct {
	Error            string `json:"error"`
	ErrorDescription string `json:"error_description"`
}
