package callvane

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestAddContacts(t *testing.T) {
	tests := []struct {
		name       string
		status     int
		body       string
		wantErr    bool
		wantUserNF bool
	}{
		{name: "created", status: http.StatusCreated, body: `{"added":2}`},
		{name: "user not found", status: 404, body: `{"error":"user not found"}`, wantErr: true, wantUserNF: true},
		{name: "list not found", status: 404, body: `{"error":"contact list not found"}`, wantErr: true},
		{name: "bad request", status: 400, body: `{"error":"invalid","details":[{"path":"contacts[0].phone","message":"not E.164"}]}`, wantErr: true},
	}

	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				assert.Equal(t, "/api/public/v1/contact-lists/cl_9/contacts", r.URL.Path)
				var in map[string][]Contact
				_ = json.NewDecoder(r.Body).Decode(&in)
				w.WriteHeader(tt.status)
				_, _ = w.Write([]byte(tt.body))
			}))
			defer srv.Close()

			c := New(srv.URL+"/api/public/v1", "key", "auth0|bridge", time.Second)
			err := c.AddContacts(context.Background(), "cl_9", []Contact{{Phone: "+15555550100"}, {Phone: "+15555550101"}})

			if !tt.wantErr {
				require.NoError(t, err)
				return
			}
			require.Error(t, err)
			assert.Equal(t, tt.wantUserNF, IsUserNotFound(err))
		})
	}
}

func TestRetryOn502(t *testing.T) {
	calls := 0
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		calls++
		if calls < 3 {
			w.WriteHeader(http.StatusBadGateway)
			return
		}
		_, _ = w.Write([]byte(`{"id":"cl_1","name":"x","size":0}`))
	}))
	defer srv.Close()

	c := New(srv.URL, "key", "u", time.Second)
	l, err := c.GetList(context.Background(), "cl_1")
	require.NoError(t, err)
	assert.Equal(t, "cl_1", l.ID)
	assert.Equal(t, 3, calls)
}
