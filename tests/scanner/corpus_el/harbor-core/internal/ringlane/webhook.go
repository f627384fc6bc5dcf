package ringlane

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"time"
)

const SignatureHeader = "X-Ringlane-Signature"

var ErrBadSignature = errors.New("ringlane: webhook signature mismatch")

type CallEvent struct {
	Type       string    `json:"type"` // call.completed, call.no_answer, ...
	CallID     string    `json:"call_id"`
	ListID     string    `json:"contact_list_id"`
	Phone      string    `json:"phone"`
	Disposition string   `json:"disposition"`
	DurationS  int       `json:"duration_seconds"`
	AgentEmail string    `json:"agent_email"`
	At         time.Time `json:"occurred_at"`
}

// VerifyWebhook reads the body and checks Ringlane's HMAC-SHA256 signature.
func VerifyWebhook(r *http.Request, secret string) (*CallEvent, error) {
	body, err := io.ReadAll(io.LimitReader(r.Body, 1<<20))
	if err != nil {
		return nil, err
	}
	got := r.Header.Get(SignatureHeader)
	mac := hmac.New(sha256.New, []byte(secret))
	mac.Write(body)
	want := hex.EncodeToString(mac.Sum(nil))
	if !hmac.Equal([]byte(got), []byte(want)) {
		return nil, ErrBadSignature
	}
	var ev CallEvent
	if err := json.Unmarshal(body, &ev); err != nil {
		return nil, err
	}
	return &ev, nil
}
