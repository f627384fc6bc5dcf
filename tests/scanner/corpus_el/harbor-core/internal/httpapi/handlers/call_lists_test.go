package handlers

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/gin-gonic/gin"
	"github.com/harborline/harbor-core/internal/ringlane"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func init() { gin.SetMode(gin.TestMode) }

func fakeDialer(t *testing.T, status int, body string) *ringlane.Client {
	t.Helper()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(status)
		_, _ = w.Write([]byte(body))
	}))
	t.Cleanup(srv.Close)
	return ringlane.New("test", ringlane.WithBaseURL(srv.URL), ringlane.WithRetries(0, 0))
}

func runErr(t *testing.T, rl *ringlane.Client) (int, map[string]any) {
	h := &CallLists{rl: rl}
	w := httptest.NewRecorder()
	c, _ := gin.CreateTestContext(w)
	c.Request = httptest.NewRequest(http.MethodGet, "/api/call-lists", nil)
	_, err := rl.GetContactList(c, "cl_1")
	require.Error(t, err)
	h.ringlaneError(c, err)
	var out map[string]any
	require.NoError(t, json.Unmarshal(w.Body.Bytes(), &out))
	return w.Code, out
}

func TestRinglaneError_Disabled_Returns503(t *testing.T) {
	code, out := runErr(t, fakeDialer(t, http.StatusServiceUnavailable, `{"error":"API disabled on the server"}`))
	assert.Equal(t, http.StatusServiceUnavailable, code)
	assert.Contains(t, out["error"], "switched off")
}

func TestRinglaneError_UnknownUser_Returns409(t *testing.T) {
	code, _ := runErr(t, fakeDialer(t, http.StatusNotFound, `{"error":"user not found"}`))
	assert.Equal(t, http.StatusConflict, code)
}

func TestRinglaneError_Validation_PassesMessage(t *testing.T) {
	code, out := runErr(t, fakeDialer(t, http.StatusUnprocessableEntity, `{"error":"bad phone"}`))
	assert.Equal(t, http.StatusBadGateway, code)
	assert.Equal(t, "Ringlane: bad phone", out["error"])
}
