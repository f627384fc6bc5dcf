package upstream

import "fmt"

// V2Error is the structured error envelope of Cadenza API v2.
type V2Error struct {
	Err struct {
		Code      string `json:"code"`
		Message   string `json:"message"`
		RequestID string `json:"request_id"`
	} `json:"error"`
}

func (e *V2Error) Error() string {
	return fmt.Sprintf("cadenza v2: %s: %s (req %s)", e.Err.Code, e.Err.Message, e.Err.RequestID)
}

func (e *V2Error) Retryable() bool {
	switch e.Err.Code {
	case "rate_limited", "upstream_unavailable":
		return true
	}
	return false
}
