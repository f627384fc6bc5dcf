package jobs

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/harborline/harbor-core/internal/ringlane"
	"github.com/stretchr/testify/assert"
)

func TestDeleteRetriesOnIdPOutage(t *testing.T) {
	var hits int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		assert.Equal(t, http.MethodDelete, r.Method)
		assert.True(t, strings.HasPrefix(r.URL.Path, "/api/public/v1/contact-lists/"))
		assert.Equal(t, "ops@harborline.io", r.Header.Get("X-USER-EMAIL"))
		if atomic.AddInt32(&hits, 1) == 1 {
			http.Error(w, `{"error":"upstream identity provider timeout"}`, http.StatusBadGateway)
			return
		}
		w.WriteHeader(http.StatusNoContent)
	}))
	defer srv.Close()

	rl := ringlane.New("rlk_T7vQ2mX9pL4nW8cZ1bF6hJ3d",
		ringlane.WithBaseURL(srv.URL+"/api/public/v1"),
		ringlane.WithActingUser("ops@harborline.io"),
		ringlane.WithRetries(1, time.Millisecond))
	err := rl.DeleteContactList(t.Context(), "cl_old")
	assert.NoError(t, err)
	assert.EqualValues(t, 2, hits)
}
