package webhook

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"io"
	"net/http"
)

const ringlaneSigHeader = "X-Ringlane-Signature"

func Ringlane(secret string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		body, err := io.ReadAll(r.Body)
		if err != nil {
			w.WriteHeader(http.StatusBadRequest)
			return
		}
		got := r.Header.Get(ringlaneSigHeader)
		mac := hmac.New(sha256.New, []byte(secret))
		mac.Write(body)
		want := hex.EncodeToString(mac.Sum(nil))
		if !hmac.Equal([]byte(got), []byte(want)) {
			w.WriteHeader(http.StatusUnauthorized)
			return
		}
		forward(r.Context(), "ringlane", body)
		w.WriteHeader(http.StatusNoContent)
	}
}
