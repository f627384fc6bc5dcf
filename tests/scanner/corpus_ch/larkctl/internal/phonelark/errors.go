package phonelark

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"
)

var (
	ErrUnknownUser = errors.New("phonelark: acting user not found")
	ErrIdPDown     = errors.New("phonelark: identity provider unreachable")
	ErrDisabled    = errors.New("phonelark: public API disabled")
)

type apiError struct {
	Error   string `json:"error"`
	Details []struct {
		Path    string `json:"path"`
		Message string `json:"message"`
	} `json:"details"`
}

type APIError struct {
	Status  int
	Message string
}

func (e *APIError) Error() string { return fmt.Sprintf("phonelark %d: %s", e.Status, e.Message) }

func decodeError(resp *http.Response) error {
	var body apiError
	_ = json.NewDecoder(resp.Body).Decode(&body)

	switch {
	case resp.StatusCode == http.StatusNotFound && strings.EqualFold(body.Error, "user not found"):
		return ErrUnknownUser
	case resp.StatusCode == http.StatusBadGateway:
		return ErrIdPDown
	case resp.StatusCode == http.StatusServiceUnavailable:
		return ErrDisabled
	}

	msg := body.Error
	for _, d := range body.Details {
		msg += fmt.Sprintf("; %s: %s", d.Path, d.Message)
	}
	return &APIError{Status: resp.StatusCode, Message: msg}
}
