package voxbridge

import (
	"errors"
	"fmt"
	"net/http"
	"strings"

	"github.com/go-resty/resty/v2"
)

var (
	ErrBadKey       = errors.New("voxbridge: api key rejected")
	ErrUnknownAgent = errors.New("voxbridge: acting agent does not exist in voxbridge")
	ErrDisabled     = errors.New("voxbridge: public API disabled by admin")
	ErrNoSuchList   = errors.New("voxbridge: list not found")
)

// ErrorResponse mirrors Voxbridge's error envelope.
type ErrorResponse struct {
	Error   string        `json:"error"`
	Details []FieldDetail `json:"details"`
}

type FieldDetail struct {
	Path    string `json:"path"`
	Message string `json:"message"`
}

type RequestError struct {
	StatusCode int
	Msg        string
	Fields     []FieldDetail
}

func (e *RequestError) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "voxbridge: HTTP %d: %s", e.StatusCode, e.Msg)
	for _, f := range e.Fields {
		fmt.Fprintf(&b, " [%s: %s]", f.Path, f.Message)
	}
	return b.String()
}

func fromResponse(resp *resty.Response) error {
	if !resp.IsError() {
		return nil
	}
	er, _ := resp.Error().(*ErrorResponse)
	msg := resp.Status()
	var fields []FieldDetail
	if er != nil && er.Error != "" {
		msg = er.Error
		fields = er.Details
	}
	switch {
	case resp.StatusCode() == http.StatusUnauthorized:
		return fmt.Errorf("%w: %s", ErrBadKey, msg)
	case resp.StatusCode() == http.StatusNotFound && strings.EqualFold(msg, "user not found"):
		return ErrUnknownAgent
	case resp.StatusCode() == http.StatusNotFound:
		return ErrNoSuchList
	case resp.StatusCode() == http.StatusServiceUnavailable:
		return ErrDisabled
	}
	return &RequestError{StatusCode: resp.StatusCode(), Msg: msg, Fields: fields}
}
