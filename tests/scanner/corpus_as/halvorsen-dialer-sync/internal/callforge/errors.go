package callforge

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
)

var (
	ErrUserNotFound  = errors.New("callforge: acting user not found")
	ErrAPIDisabled   = errors.New("callforge: public API disabled")
	ErrIdPUnavailable = errors.New("callforge: identity provider unreachable")
)

type apiError struct {
	Error   string `json:"error"`
	Details []struct {
		Path    string `json:"path"`
		Message string `json:"message"`
	} `json:"details"`
}

func decodeError(resp *http.Response) error {
	raw, _ := io.ReadAll(io.LimitReader(resp.Body, 64<<10))
	var ae apiError
	_ = json.Unmarshal(raw, &ae)

	switch {
	case resp.StatusCode == http.StatusBadGateway:
		return ErrIdPUnavailable
	case resp.StatusCode == http.StatusServiceUnavailable:
		return ErrAPIDisabled
	case resp.StatusCode == http.StatusNotFound && ae.Error == "user not found":
		return ErrUserNotFound
	}

	msg := ae.Error
	if msg == "" {
		msg = http.StatusText(resp.StatusCode)
	}
	var parts []string
	for _, d := range ae.Details {
		parts = append(parts, d.Path+": "+d.Message)
	}
	if len(parts) > 0 {
		msg += " [" + strings.Join(parts, "; ") + "]"
	}
	return fmt.Errorf("callforge: %d %s", resp.StatusCode, msg)
}
