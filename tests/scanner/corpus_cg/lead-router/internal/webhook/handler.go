package webhook

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"io"
	"net/http"
	"strings"
)

type Handler struct {
	CallbrookSecret []byte
	GitHubSecret    []byte
}

func (h *Handler) Callbrook(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	if sig := r.Header.Get("Service-Signature"); sig != "" {
		if !h.verifyV2(sig, body) {
			http.Error(w, "bad signature", http.StatusUnauthorized)
			return
		}
	} else if !h.verifyLegacy(r.Header.Get("X-Callbrook-Signature"), body) {
		http.Error(w, "bad signature", http.StatusUnauthorized)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

func (h *Handler) verifyLegacy(sig string, body []byte) bool {
	m := hmac.New(sha256.New, h.CallbrookSecret)
	m.Write(body)
	return hmac.Equal([]byte(sig), []byte(hex.EncodeToString(m.Sum(nil))))
}

func (h *Handler) verifyV2(header string, body []byte) bool {
	var ts, v1 string
	for _, part := range strings.Split(header, ",") {
		k, v, _ := strings.Cut(part, "=")
		switch k {
		case "t":
			ts = v
		case "v1":
			v1 = v
		}
	}
	m := hmac.New(sha256.New, h.CallbrookSecret)
	m.Write([]byte(ts + "."))
	m.Write(body)
	return hmac.Equal([]byte(v1), []byte(hex.EncodeToString(m.Sum(nil))))
}

// GitHub is used for the routing-rules repo push hook.
func (h *Handler) GitHub(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	sig := strings.TrimPrefix(r.Header.Get("X-Hub-Signature-256"), "sha256=")
	m := hmac.New(sha256.New, h.GitHubSecret)
	m.Write(body)
	if !hmac.Equal([]byte(sig), []byte(hex.EncodeToString(m.Sum(nil)))) {
		http.Error(w, "bad signature", http.StatusUnauthorized)
		return
	}
	w.WriteHeader(http.StatusAccepted)
}
