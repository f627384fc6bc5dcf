package dialhub

import (
	"errors"
	"fmt"
	"net/http"
)

var (
	ErrUserNotFound  = errors.New("dialhub: acting user not found in Okta")
	ErrIdPDown       = errors.New("dialhub: identity provider unreachable, try again")
	ErrAPIDisabled   = errors.New("dialhub: public API disabled for this account")
	ErrListNotFound  = errors.New("dialhub: contact list not found")
)

type fieldError struct {
	Path    string `json:"path"`
	Message string `json:"message"`
}

// apiError is the body Dialhub sends with any 4xx/5xx.
type apiError struct {
	Error   string       `json:"error"`
	Details []fieldError `json:"details"`
}

func classify(status int, body apiError) error {
	switch status {
	case http.StatusNotFound:
		if body.Error == "user not found" {
			return ErrUserNotFound
		}
		return ErrListNotFound
	case http.StatusBadGateway:
		return ErrIdPDown
	case http.StatusServiceUnavailable:
		return ErrAPIDisabled
	}
	msg := body.Error
	for _, d := range body.Details {
		msg += fmt.Sprintf("; %s: %s", d.Path, d.Message)
	}
	return fmt.Errorf("dialhub: %d %s", status, msg)
}
