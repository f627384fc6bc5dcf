package webhook

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"io"
	"log/slog"
	"net/http"
	"os"
)

const maxBody = 1 << 20

// RinglaneLegacy verifies webhooks from the subscription created in 2023.
// The v2 Service-Signature scheme is handled by the new receiver service.
func RinglaneLegacy(next func([]byte) error) http.HandlerFunc {
	secret := []byte(os.Getenv("RINGLANE_HOOK_SECRET"))
	return func(w http.ResponseWriter, r *http.Request) {
		body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxBody))
		if err != nil {
			http.Error(w, "body too large", http.StatusRequestEntityTooLarge)
			return
		}
		got := r.Header.Get("X-Ringlane-Signature")
		mac := hmac.New(sha256.New, secret)
		mac.Write(body)
		want := hex.EncodeToString(mac.Sum(nil))
		if !hmac.Equal([]byte(got), []byte(want)) {
			slog.Warn("ringlane webhook: bad signature", "remote", r.RemoteAddr)
			w.WriteHeader(http.StatusUnauthorized)
			return
		}
		if err := next(body); err != nil {
			w.WriteHeader(http.StatusInternalServerError)
			return
		}
		w.WriteHeader(http.StatusNoContent)
	}
}

// GitHub delivers push events for the deploy bot.
func GitHub(next func([]byte) error) http.HandlerFunc {
	secret := []byte(os.Getenv("GITHUB_WEBHOOK_SECRET"))
	return func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(http.MaxBytesReader(w, r.Body, maxBody))
		sig := r.Header.Get("X-Hub-Signature-256")
		mac := hmac.New(sha256.New, secret)
		mac.Write(body)
		if !hmac.Equal([]byte(sig), []byte("sha256="+hex.EncodeToString(mac.Sum(nil)))) {
			w.WriteHeader(http.StatusUnauthorized)
			return
		}
		_ = next(body)
		w.WriteHeader(http.StatusOK)
	}
}
