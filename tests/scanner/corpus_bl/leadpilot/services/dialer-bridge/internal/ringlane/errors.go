package ringlane

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
)

var (
	ErrSeatMissing  = errors.New("ringlane: user has no seat")
	ErrAPIDisabled  = errors.New("ringlane: public API disabled for workspace")
	ErrIdPUnavailable = errors.New("ringlane: identity provider unreachable")
)

type apiError struct {
	Error   string `json:"error"`
	Details []struct {
		Path    string `json:"path"`
		Message string `json:"message"`
	} `json:"details"`
}

type HTTPError struct {
	Status  int
	Message string
}

func (e *HTTPError) Error() string { return fmt.Sprintf("ringlane: %d %s", e.Status, e.Message) }

func decodeError(resp *http.Response) error {
	raw, _ := io.ReadAll(io.LimitReader(resp.Body, 64<<10))
	var body apiError
	_ = json.Unmarshal(raw, &body)

	switch {
	case resp.StatusCode == http.StatusNotFound && strings.EqualFold(body.Error, "user not found"):
		return ErrSeatMissing
	case resp.StatusCode == http.StatusBadGateway:
		return ErrIdPUnavailable
	case resp.StatusCode == http.StatusServiceUnavailable:
		return ErrAPIDisabled
	}
	return &HTTPError{Status: resp.StatusCode, Message: body.Error}
}

// Retryable reports whether the sync loop should try again later.
func Retryable(err error) bool {
	var he *HTTPError
	if errors.Is(err, ErrIdPUnavailable) {
		return true
	}
	return errors.As(err, &he) && (he.Status == http.StatusTooManyRequests || he.Status >= 500)
}
