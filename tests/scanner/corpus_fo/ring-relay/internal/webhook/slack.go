package webhook

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"io"
	"log/slog"
	"net/http"
	"strconv"
	"time"
)

func Slack(secret string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		ts := r.Header.Get("X-Slack-Request-Timestamp")
		sig := r.Header.Get("X-Slack-Signature")
		sec, _ := strconv.ParseInt(ts, 10, 64)
		if time.Since(time.Unix(sec, 0)) > 5*time.Minute {
			w.WriteHeader(http.StatusUnauthorized)
			return
		}
		mac := hmac.New(sha256.New, []byte(secret))
		mac.Write([]byte("v0:" + ts + ":" + string(body)))
		if !hmac.Equal([]byte(sig), []byte("v0="+hex.EncodeToString(mac.Sum(nil)))) {
			w.WriteHeader(http.StatusUnauthorized)
			return
		}
		forward(r.Context(), "slack", body)
		w.WriteHeader(http.StatusOK)
	}
}

// RequireToken guards the relay's own API; Laravel sends its token as x-api-key.
func RequireToken(token string) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if r.URL.Path == "/healthz" || len(r.URL.Path) > 7 && r.URL.Path[:7] == "/hooks/" {
				next.ServeHTTP(w, r)
				return
			}
			if r.Header.Get("x-api-key") != token {
				http.Error(w, `{"error":"unauthorized"}`, http.StatusUnauthorized)
				return
			}
			next.ServeHTTP(w, r)
		})
	}
}

func forward(_ context.Context, source string, body []byte) {
	slog.Info("webhook received", "source", source, "bytes", len(body))
}
