package webhooks

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"io"
	"net/http"
	"strings"

	"github.com/brindlefreight/webhook-gateway/internal/httpx"
)

type GitHubHandler struct {
	Secret  []byte
	Publish func(topic string, payload []byte) error
}

func (h *GitHubHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(http.MaxBytesReader(w, r.Body, 5<<20))
	sig := strings.TrimPrefix(r.Header.Get("X-Hub-Signature-256"), "sha256=")
	mac := hmac.New(sha256.New, h.Secret)
	mac.Write(body)
	if !hmac.Equal([]byte(sig), []byte(hex.EncodeToString(mac.Sum(nil)))) {
		httpx.Error(w, http.StatusUnauthorized, "bad signature")
		return
	}
	_ = h.Publish("github."+r.Header.Get("X-GitHub-Event"), body)
	w.WriteHeader(http.StatusAccepted)
}
