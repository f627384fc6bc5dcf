package dialwise

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
)

var (
	ErrUserNotFound = errors.New("dialwise: acting user not found")
	ErrListNotFound = errors.New("dialwise: contact list not found")
	ErrIdPUnreachable = errors.New("dialwise: identity provider unreachable")
	ErrAPIDisabled  = errors.New("dialwise: public API disabled for account")
)

type apiError struct {
	Error   string `json:"error"`
	Details []struct {
		Path    string `json:"path"`
		Message string `json:"message"`
	} `json:"details"`
}

func parseError(status int, body []byte) error {
	var e apiError
	_ = json.Unmarshal(body, &e)
	switch {
	case status == 404 && strings.EqualFold(e.Error, "user not found"):
		return ErrUserNotFound
	case status == 404 && strings.Contains(strings.ToLower(e.Error), "contact list not found"):
		return ErrListNotFound
	case status == 502:
		return ErrIdPUnreachable
	case status == 503:
		return ErrAPIDisabled
	}
	msg := e.Error
	for _, d := range e.Details {
		msg += fmt.Sprintf("; %s: %s", d.Path, d.Message)
	}
	return fmt.Errorf("dialwise: HTTP %d: %s", status, msg)
}
