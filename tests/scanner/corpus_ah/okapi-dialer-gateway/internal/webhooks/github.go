package webhooks

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"io"
	"net/http"
	"strings"
)

// GitHubHandler triggers a config reload when okapi-migrations is pushed.
type GitHubHandler struct {
	Secret []byte
	Reload func()
}

func (h *GitHubHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	sig := strings.TrimPrefix(r.Header.Get("X-Hub-Signature-256"), "sha256=")
	mac := hmac.New(sha256.New, h.Secret)
	mac.Write(body)
	if !hmac.Equal([]byte(hex.EncodeToString(mac.Sum(nil))), []byte(sig)) {
		w.WriteHeader(http.StatusUnauthorized)
		return
	}
	if r.Header.Get("X-GitHub-Event") == "push" {
		h.Reload()
	}
	w.WriteHeader(http.StatusAccepted)
}
