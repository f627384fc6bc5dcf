package talkrail

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"
)

var (
	ErrUserNotFound = errors.New("talkrail: acting user not found")
	ErrAPIDisabled  = errors.New("talkrail: public API disabled")
	ErrIdPDown      = errors.New("talkrail: identity provider unreachable")
)

type errorBody struct {
	Error   string `json:"error"`
	Details []struct {
		Path    string `json:"path"`
		Message string `json:"message"`
	} `json:"details"`
}

type APIError struct {
	Status  int
	Message string
	Cause   error
}

func (e *APIError) Error() string { return fmt.Sprintf("talkrail %d: %s", e.Status, e.Message) }
func (e *APIError) Unwrap() error { return e.Cause }

func decodeError(resp *http.Response) error {
	var b errorBody
	_ = json.NewDecoder(resp.Body).Decode(&b)
	msg := b.Error
	for _, d := range b.Details {
		msg += fmt.Sprintf(" (%s: %s)", d.Path, d.Message)
	}
	e := &APIError{Status: resp.StatusCode, Message: msg}
	switch resp.StatusCode {
	case http.StatusBadGateway:
		e.Cause = ErrIdPDown
	case http.StatusServiceUnavailable:
		e.Cause = ErrAPIDisabled
	case http.StatusNotFound:
		if strings.EqualFold(b.Error, "user not found") {
			e.Cause = ErrUserNotFound
		}
	}
	return e
}
