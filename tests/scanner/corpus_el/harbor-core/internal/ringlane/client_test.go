package ringlane

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/stretchr/testify/suite"
)

const testKey = "rlk_T7vQ2mX9pL4nW8cZ1bF6hJ3d"

type ClientSuite struct {
	suite.Suite
	mux *http.ServeMux
	srv *httptest.Server
	c   *Client
}

func (s *ClientSuite) SetupTest() {
	s.mux = http.NewServeMux()
	s.srv = httptest.NewServer(s.mux)
	s.c = New(testKey,
		WithBaseURL(s.srv.URL+"/api/public/v1"),
		WithActingUser("ops@harborline.io"),
		WithRetries(2, time.Millisecond),
	)
}

func (s *ClientSuite) TearDownTest() { s.srv.Close() }

func TestClientSuite(t *testing.T) { suite.Run(t, new(ClientSuite)) }

func (s *ClientSuite) TestSendsAuthAndActingUser() {
	s.mux.HandleFunc("GET /api/public/v1/contact-lists", func(w http.ResponseWriter, r *http.Request) {
		s.Equal(testKey, r.Header.Get("X-Api-Key"))
		s.Equal("ops@harborline.io", r.Header.Get("X-User-Email"))
		s.Empty(r.Header.Get("Authorization"))
		_ = json.NewEncoder(w).Encode(listPage{Data: []ContactList{{ID: "cl_1", Name: "Q3 quotes"}}})
	})
	lists, err := s.c.ListContactLists(context.Background())
	s.Require().NoError(err)
	s.Len(lists, 1)
}

func (s *ClientSuite) TestActingUserIDWinsOverEmail() {
	c := New(testKey, WithBaseURL(s.srv.URL+"/api/public/v1"), WithActingUser("ops@harborline.io"), WithActingUserID("00u1abcd2EFGH3ijk4x7"))
	s.mux.HandleFunc("GET /api/public/v1/contact-lists/cl_9", func(w http.ResponseWriter, r *http.Request) {
		s.Equal("00u1abcd2EFGH3ijk4x7", r.Header.Get("x-user-id"))
		s.Empty(r.Header.Get("x-user-email"))
		_, _ = w.Write([]byte(`{"id":"cl_9","name":"Storm leads","size":42}`))
	})
	l, err := c.GetContactList(context.Background(), "cl_9")
	s.Require().NoError(err)
	s.Equal(42, l.Size)
}

func (s *ClientSuite) TestUserNotFoundIsNotRetried() {
	var calls int32
	s.mux.HandleFunc("POST /api/public/v1/contact-lists", func(w http.ResponseWriter, r *http.Request) {
		atomic.AddInt32(&calls, 1)
		w.WriteHeader(http.StatusNotFound)
		_, _ = w.Write([]byte(`{"error":"user not found"}`))
	})
	_, err := s.c.CreateContactList(context.Background(), "x", "")
	s.ErrorIs(err, ErrUserNotFound)
	s.EqualValues(1, atomic.LoadInt32(&calls))
}

func (s *ClientSuite) TestBadGatewayIsRetried() {
	var calls int32
	s.mux.HandleFunc("POST /api/public/v1/contact-lists/cl_2/contacts", func(w http.ResponseWriter, r *http.Request) {
		if atomic.AddInt32(&calls, 1) < 3 {
			w.WriteHeader(http.StatusBadGateway)
			_, _ = w.Write([]byte(`{"error":"identity provider unavailable"}`))
			return
		}
		_, _ = w.Write([]byte(`{"added":2}`))
	})
	n, err := s.c.AppendContacts(context.Background(), "cl_2", []Contact{{Phone: "+15125550101"}, {Phone: "+15125550102"}})
	s.Require().NoError(err)
	s.Equal(2, n)
	s.EqualValues(3, atomic.LoadInt32(&calls))
}

func (s *ClientSuite) TestAPIDisabled() {
	s.mux.HandleFunc("DELETE /api/public/v1/contact-lists/cl_3/contacts/+15125550199", func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusServiceUnavailable)
		_, _ = w.Write([]byte(`{"error":"API disabled on the server"}`))
	})
	err := s.c.RemoveContact(context.Background(), "cl_3", "+15125550199")
	s.True(errors.Is(err, ErrAPIDisabled))
}

func (s *ClientSuite) TestValidationDetails() {
	s.mux.HandleFunc("PATCH /api/public/v1/contact-lists/cl_4", func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusBadRequest)
		_, _ = w.Write([]byte(`{"error":"validation failed","details":[{"path":"name","message":"too long"}]}`))
	})
	err := s.c.RenameContactList(context.Background(), "cl_4", string(make([]byte, 300)))
	var apiErr *APIError
	s.Require().ErrorAs(err, &apiErr)
	s.Equal("validation failed", apiErr.Message)
	s.Equal("name", apiErr.Details[0].Path)
}

func TestDeleteMissingListIsNoop(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		require.Equal(t, "/api/public/v1/contact-lists/cl_gone", r.URL.Path)
		w.WriteHeader(http.StatusNotFound)
		_, _ = w.Write([]byte(`{"error":"contact list not found"}`))
	}))
	defer srv.Close()
	c := New(testKey, WithBaseURL(srv.URL+"/api/public/v1"))
	assert.NoError(t, c.DeleteContactList(context.Background(), "cl_gone"))
}
