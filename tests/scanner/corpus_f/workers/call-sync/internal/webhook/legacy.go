package webhook

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"io"
	"net/http"
	"os"
)

// LegacySignatureHeader is what DialStream's old outbound hooks send.
const LegacySignatureHeader = "X-Dialstream-Signature"

// Handler verifies legacy DialStream call-outcome hooks before queueing them.
type Handler struct {
	Secret []byte
	Queue  chan<- []byte
}

func NewHandler(q chan<- []byte) *Handler {
	return &Handler{Secret: []byte(os.Getenv("DIALSTREAM_HOOK_SECRET")), Queue: q}
}

func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(io.LimitReader(r.Body, 1<<20))
	if err != nil {
		http.Error(w, "read error", http.StatusBadRequest)
		return
	}
	got := r.Header.Get(LegacySignatureHeader)
	if got == "" {
		// hooks created before 2022 still use the short header name
		got = r.Header.Get("X-DS-Signature")
	}
	mac := hmac.New(sha256.New, h.Secret)
	mac.Write(body)
	want := hex.EncodeToString(mac.Sum(nil))
	if !hmac.Equal([]byte(got), []byte(want)) {
		http.Error(w, "bad signature", http.StatusUnauthorized)
		return
	}
	h.Queue <- body
	w.WriteHeader(http.StatusAccepted)
}
